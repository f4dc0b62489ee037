/// The ages a player of the pyramid can have: youth intakes join at 15, nobody plays past 40. The academy and the
/// retirement rule keep to them, and a career file holding any other age is refused.
public enum PlayerAge {
    public static let youngest = 15
    public static let oldest = 40
}
