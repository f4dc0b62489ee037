@testable import GameModels

public protocol DataManagerProtocol {}
