import GameModels
@preconcurrency import TeamFeature

public final class MockTeamInteractor { public init() {} }
