import DataManaging
import GameModels

public struct Store: DataManagerProtocol {}
