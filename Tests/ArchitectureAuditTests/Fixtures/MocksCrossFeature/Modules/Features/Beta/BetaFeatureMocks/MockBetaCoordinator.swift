import BetaFeature

public final class MockBetaCoordinator {}
