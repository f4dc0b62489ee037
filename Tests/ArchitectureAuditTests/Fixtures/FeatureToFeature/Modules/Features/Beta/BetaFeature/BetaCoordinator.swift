import GameModels

public final class BetaCoordinator {}
