import Navigation

/// Turns the bytes of one key press into a `Key`.
enum KeyDecoder {
    static func decode(_ bytes: [UInt8]) -> Key? {
        switch bytes {
        case [0x1B]: return .escape
        case [0x1B, 0x5B, 0x41], [0x1B, 0x4F, 0x41]: return .up
        case [0x1B, 0x5B, 0x42], [0x1B, 0x4F, 0x42]: return .down
        case [0x1B, 0x5B, 0x43], [0x1B, 0x4F, 0x43]: return .right
        case [0x1B, 0x5B, 0x44], [0x1B, 0x4F, 0x44]: return .left
        case [0x0D], [0x0A]: return .enter
        case [0x09]: return .tab
        case [0x7F], [0x08]: return .backspace
        default:
            guard bytes.first != 0x1B, let text = String(validating: bytes, as: UTF8.self),
                  text.count == 1, let character = text.first, !character.isASCII || character.asciiValue! >= 0x20
            else { return nil }
            return .character(character)
        }
    }
}
