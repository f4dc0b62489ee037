import GameModels

public final class GammaCoordinator {}
