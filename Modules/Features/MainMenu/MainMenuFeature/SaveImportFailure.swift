/// Why an import was refused, already worded for the player as one line.
public struct SaveImportFailure: Error, Equatable, Sendable {
    /// A refusal about the slot rather than the file: the player may name another slot.
    public enum SlotConflict: Sendable, Equatable {
        /// A career already holds this slot; it may be replaced after asking.
        case taken(slot: String)
        /// The file's name is no slot name, so the save needs one.
        case unnamed
    }

    public let message: String
    public let conflict: SlotConflict?

    public init(_ message: String, conflict: SlotConflict? = nil) {
        self.message = message
        self.conflict = conflict
    }
}
