import GameModels

public protocol DataManagerProtocol {}
