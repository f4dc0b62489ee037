import DataManaging
import GameModels
import Navigation
import Persistence
import TeamFeature

public struct DependencyContainer { public init() {} }
