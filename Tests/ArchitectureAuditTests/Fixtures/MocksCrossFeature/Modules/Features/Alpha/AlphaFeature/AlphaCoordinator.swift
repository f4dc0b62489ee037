import GameModels

public final class AlphaCoordinator {}
