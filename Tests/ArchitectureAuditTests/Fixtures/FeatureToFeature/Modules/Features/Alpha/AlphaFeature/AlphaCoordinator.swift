import BetaFeature
import GameModels

public final class AlphaCoordinator {}
