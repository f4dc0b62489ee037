import GRDB
import PrintableText

/// `printable(text)` in SQL: 1 when `text` holds no character `PrintableText` keeps from a terminal. The content
/// rules call it for every text column; a GLOB with the forbidden ranges as a character class parsed that class at
/// every character of every value (275 ms for a season-20 file's commentary, 505 ms for the whole check).
package enum PrintableTextFunction {
    package static let function = DatabaseFunction("printable", argumentCount: 1, pure: true) { values in
        guard let text = String.fromDatabaseValue(values[0]) else { return nil }
        return !PrintableText.containsForbidden(text)
    }

    /// Every connection that runs the content rules is made with this.
    package static func install(in configuration: inout Configuration) {
        configuration.prepareDatabase { db in db.add(function: function) }
    }
}
