import GRDB
import GRDBSQLite

/// A value `BatchStatement` binds straight through SQLite's API, as GRDB would store it, with no `DatabaseValue` or
/// array of values made first: a match day binds a few tens of thousands, and making them was a third of its writing.
protocol BatchValue {
    /// Binds the value as parameter `index` of `handle`; SQLite's result code.
    func bind(to handle: OpaquePointer, at index: CInt) -> CInt
}

extension Int: BatchValue {
    func bind(to handle: OpaquePointer, at index: CInt) -> CInt { sqlite3_bind_int64(handle, index, Int64(self)) }
}

extension Int64: BatchValue {
    func bind(to handle: OpaquePointer, at index: CInt) -> CInt { sqlite3_bind_int64(handle, index, self) }
}

extension Double: BatchValue {
    func bind(to handle: OpaquePointer, at index: CInt) -> CInt { sqlite3_bind_double(handle, index, self) }
}

/// Stored as 0 or 1, as GRDB stores it.
extension Bool: BatchValue {
    func bind(to handle: OpaquePointer, at index: CInt) -> CInt { sqlite3_bind_int64(handle, index, self ? 1 : 0) }
}

/// SQLite's `SQLITE_TRANSIENT`: SQLite copies a bound text or blob before the call returns.
private let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

extension String: BatchValue {
    /// Binds every byte, an embedded NUL included (the checks after a write must see what was written).
    func bind(to handle: OpaquePointer, at index: CInt) -> CInt {
        var string = self
        return string.withUTF8 { bytes in
            // An empty buffer may have no address, and a null address would bind NULL instead of ''.
            guard let start = bytes.baseAddress else { return sqlite3_bind_text(handle, index, "", 0, transient) }
            return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                sqlite3_bind_text(handle, index, $0, CInt(bytes.count), transient)
            }
        }
    }
}

extension Optional: BatchValue where Wrapped: BatchValue {
    func bind(to handle: OpaquePointer, at index: CInt) -> CInt {
        switch self {
        case .none: sqlite3_bind_null(handle, index)
        case .some(let value): value.bind(to: handle, at: index)
        }
    }
}

/// Any value GRDB holds, a blob included.
extension DatabaseValue: BatchValue {
    func bind(to handle: OpaquePointer, at index: CInt) -> CInt {
        switch storage {
        case .null: sqlite3_bind_null(handle, index)
        case .int64(let integer): integer.bind(to: handle, at: index)
        case .double(let double): double.bind(to: handle, at: index)
        case .string(let string): string.bind(to: handle, at: index)
        case .blob(let data):
            data.withUnsafeBytes {
                sqlite3_bind_blob(handle, index, $0.baseAddress, CInt($0.count), transient)
            }
        }
    }
}
