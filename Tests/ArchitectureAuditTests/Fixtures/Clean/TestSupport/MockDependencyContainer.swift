import DataManaging
import TeamFeature
@_exported import TeamFeatureMocks

public struct MockDependencyContainer { public init() {} }
