import GameModels

public protocol DataManagerProtocol: Sendable {
    func players() async throws -> [Player]
}
