import DataManaging

public struct Store: DataManagerProtocol {}
