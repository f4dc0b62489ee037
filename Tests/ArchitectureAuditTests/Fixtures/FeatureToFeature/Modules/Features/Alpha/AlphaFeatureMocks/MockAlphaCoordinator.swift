import AlphaFeature

public final class MockAlphaCoordinator {}
