/// Slot names become file names, so they are kept to a safe alphabet: no '/', no '..', no spaces.
public enum CareerSlotName {
    public static let maximumLength = 40

    public static func isValid(_ slot: String) -> Bool {
        guard (1...maximumLength).contains(slot.count), slot.first != "-" else { return false }
        return slot.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
            default: false
            }
        }
    }

    /// Throws `DataError.invalidSlotName` unless `slot` is valid.
    public static func validate(_ slot: String) throws(DataError) {
        guard isValid(slot) else { throw .invalidSlotName(slot) }
    }
}
