/// Hand-builds a zlib stream that inflates to `1 + 258 × matches` zero bytes at two bits per
/// 258 bytes, so a stream of a few megabytes inflates to gigabytes without anyone compressing them.
///
/// One dynamic-Huffman block (RFC 1951 §3.2.7): literal/length codes 285 (length 258) = "0",
/// literal 0 = "10", end of block = "11"; the only distance code, 0 (distance 1), = "0".
/// So the block is a literal zero, then `matches` copies of "00", then "11".
enum DeflateBomb {
    static func stream(matches: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(0x78, count: 8)  // CMF: deflate, 32 KiB window
        bits.write(0x9C, count: 8)  // FLG: default level, header check bits
        bits.write(1, count: 1)  // BFINAL
        bits.write(2, count: 2)  // BTYPE dynamic
        bits.write(286 - 257, count: 5)  // HLIT: codes up to 285
        bits.write(1 - 1, count: 5)  // HDIST: one distance code
        // Code-length code lengths in the RFC's order 16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1:
        // symbol 18 gets 1 bit ("0"), symbols 1 and 2 get 2 bits ("10", "11").
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1]
        let lengths: [Int: UInt32] = [18: 1, 1: 2, 2: 2]
        bits.write(UInt32(order.count - 4), count: 4)  // HCLEN
        for symbol in order { bits.write(lengths[symbol] ?? 0, count: 3) }
        // Literal/length lengths: 0 → 2, 1…255 → 0, 256 → 2, 257…284 → 0, 285 → 1; distance 0 → 1.
        let lengthOne: (UInt32, Int) = (0b10, 2), lengthTwo: (UInt32, Int) = (0b11, 2)
        func zeroRun(_ count: UInt32) {
            bits.code((0, 1))  // symbol 18: 11–138 zero lengths
            bits.write(count - 11, count: 7)
        }
        bits.code(lengthTwo)
        zeroRun(138)
        zeroRun(117)
        bits.code(lengthTwo)
        zeroRun(28)
        bits.code(lengthOne)
        bits.code(lengthOne)
        // The data: literal 0, the matches (all zero bits), end of block.
        bits.code((0b10, 2))
        bits.writeZeros(2 * matches)
        bits.code((0b11, 2))
        bits.flush()
        let total = 1 + 258 * UInt64(matches)
        let adler = UInt32(total % 65_521) << 16 | 1  // Adler-32 of zeros: a = 1, b = length mod 65521
        return bits.bytes + [24, 16, 8, 0].map { UInt8(adler >> $0 & 0xFF) }
    }
}

/// Packs bits least-significant first, as deflate does; Huffman codes go most-significant bit first.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private(set) var pending: UInt32 = 0
    private(set) var pendingCount = 0

    mutating func write(_ value: UInt32, count: Int) {
        for index in 0..<count {
            pending |= (value >> index & 1) << pendingCount
            pendingCount += 1
            if pendingCount == 8 { bytes.append(UInt8(pending)); pending = 0; pendingCount = 0 }
        }
    }

    /// Zero bits in bulk: whole bytes once aligned, so megabytes of them cost no loop per bit.
    mutating func writeZeros(_ count: Int) {
        var left = count
        while left > 0, pendingCount != 0 {
            write(0, count: 1)
            left -= 1
        }
        bytes += repeatElement(0, count: left / 8)
        write(0, count: left % 8)
    }

    mutating func code(_ code: (UInt32, Int)) {
        for index in (0..<code.1).reversed() { write(code.0 >> index & 1, count: 1) }
    }

    mutating func flush() {
        if pendingCount > 0 { bytes.append(UInt8(pending)); pending = 0; pendingCount = 0 }
    }
}
