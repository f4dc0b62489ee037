import GameModels

/// A data slice: what the Team feature reads.
public protocol TeamDataManaging: Sendable {
    func players() async throws -> [Player]
}

/// Every slice: the composition root's view of the data layer.
public typealias DataManagerProtocol = TeamDataManaging
