import { proxy } from 'valtio'
import { DEFAULT_CONFIG, type AppConfig } from './config'

/** The config in force, set once at start-up; stories and tests may set it directly. */
export const runtime = proxy<{ config: AppConfig; configProblem: string | null }>({
  config: { ...DEFAULT_CONFIG },
  configProblem: null,
})

export function setRuntimeConfig(config: AppConfig, problem: string | null = null) {
  runtime.config = config
  runtime.configProblem = problem
}

export const getConfig = (): AppConfig => runtime.config
