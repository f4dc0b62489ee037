import AlphaFeature
import BetaFeatureMocks

public final class MockAlphaCoordinator {}
