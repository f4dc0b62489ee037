/// Translates one entity between its client model and its storage record. Transformers are the only
/// code that sees both sides: storage code handles records only, the rest of the game models only.
protocol RecordTransformer {
    associatedtype Model
    associatedtype Record

    static func record(from model: Model) -> Record
    /// Fails when a stored value has no meaning for the model (a damaged or foreign file).
    static func model(from record: Record) throws(StoredValueError) -> Model
}

/// A stored value the models cannot represent; `message` says which row and value, in one line.
package struct StoredValueError: Error, Equatable {
    package let message: String

    package init(message: String) {
        self.message = message
    }
}
