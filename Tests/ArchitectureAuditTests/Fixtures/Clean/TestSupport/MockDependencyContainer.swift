import DataManaging

public struct MockDependencyContainer { public init() {} }
