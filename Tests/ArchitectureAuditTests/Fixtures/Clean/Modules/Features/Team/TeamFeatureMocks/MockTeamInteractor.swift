import GameModels
@preconcurrency import TeamFeature
import TestSupport

public final class MockTeamInteractor { public init() {} }
