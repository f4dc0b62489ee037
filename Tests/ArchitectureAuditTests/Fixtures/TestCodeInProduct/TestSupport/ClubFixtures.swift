import GameModels

public enum ClubFixtures {}
