import GameModels
/// The seed a match is played with: fixed by the world and the match id alone, so a match replays the same
/// on every run and platform, whatever order match days are played in.
public enum MatchSeed {
    public static func seed(worldSeed: UInt64, matchId: String) -> UInt64 {
        SeedMixing.seed(worldSeed, label: matchId)
    }
}
