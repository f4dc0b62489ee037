import DataManaging
import GameModels
import GRDB

public struct Store: DataManagerProtocol {
    public init() {}
    public func players() async throws -> [Player] { [] }
}
