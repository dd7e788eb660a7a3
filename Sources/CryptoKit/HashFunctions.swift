import Foundation

/// Bytes waiting for a full block, and how many bytes were hashed in all.
struct _PendingBlock: Sendable {
  var bytes: [UInt8] = []
  var total: UInt64 = 0

  /// Adds `input`, handing each full block of `size` bytes to `process`.
  mutating func add(
    _ input: UnsafeRawBufferPointer, size: Int, process: (ArraySlice<UInt8>) -> Void
  ) {
    total &+= UInt64(input.count)
    bytes.append(contentsOf: input)
    var start = 0
    while bytes.count - start >= size {
      process(bytes[start..<start + size])
      start += size
    }
    bytes.removeFirst(start)
  }

  /// Compresses the padded tail into a copy of `state`: the state of the whole message.
  func finishing<Word>(
    _ state: [Word], size: Int, lengthBytes: Int, bigEndian: Bool,
    compress: (inout [Word], ArraySlice<UInt8>) -> Void
  ) -> [Word] {
    var state = state
    let tail = padded(size: size, lengthBytes: lengthBytes, bigEndian: bigEndian)
    for start in stride(from: 0, to: tail.count, by: size) {
      compress(&state, tail[start..<start + size])
    }
    return state
  }

  /// The padded tail: a 1 bit, zeros, and the length in bits in `lengthBytes` bytes, big- or
  /// little-endian.
  func padded(size: Int, lengthBytes: Int, bigEndian: Bool) -> [UInt8] {
    var tail = bytes + [0x80]
    while (tail.count + lengthBytes) % size != 0 { tail.append(0) }
    let bits = total &* 8
    var length = [UInt8](repeating: 0, count: lengthBytes)
    for index in 0..<8 {
      length[lengthBytes - 1 - index] = UInt8(truncatingIfNeeded: bits >> (8 * index))
    }
    return tail + (bigEndian ? length : length.reversed())
  }
}

extension FixedWidthInteger {
  fileprivate func rotatedRight(_ count: Int) -> Self {
    (self >> count) | (self << (Self.bitWidth - count))
  }
  fileprivate func rotatedLeft(_ count: Int) -> Self {
    (self << count) | (self >> (Self.bitWidth - count))
  }
}

/// Reads big-endian words of `Word`'s width from `block`.
private func bigEndianWords<Word: FixedWidthInteger>(_ block: ArraySlice<UInt8>, as: Word.Type)
  -> [Word]
{
  let width = Word.bitWidth / 8
  return stride(from: block.startIndex, to: block.endIndex, by: width).map { start in
    block[start..<start + width].reduce(Word(0)) { ($0 << 8) | Word($1) }
  }
}

/// The bytes of `words`, big-endian.
private func bigEndianBytes<Word: FixedWidthInteger>(_ words: [Word]) -> [UInt8] {
  words.flatMap { word in
    (0..<Word.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
  }
}

/// The rotations and shifts of a SHA-2 function's message schedule (σ) and rounds (Σ).
private struct SHA2Rotations {
  let sigma0: (Int, Int, Int)
  let sigma1: (Int, Int, Int)
  let bigSigma0: (Int, Int, Int)
  let bigSigma1: (Int, Int, Int)

  static let sha256 = SHA2Rotations(
    sigma0: (7, 18, 3), sigma1: (17, 19, 10), bigSigma0: (2, 13, 22), bigSigma1: (6, 11, 25))
  static let sha512 = SHA2Rotations(
    sigma0: (1, 8, 7), sigma1: (19, 61, 6), bigSigma0: (28, 34, 39), bigSigma1: (14, 18, 41))
}

/// One block of a SHA-2 function: as many rounds as it has constants, on words of `Word`.
private func sha2Compress<Word: FixedWidthInteger & UnsignedInteger>(
  _ state: inout [Word], _ block: ArraySlice<UInt8>, constants: [Word], rotations: SHA2Rotations
) {
  let (r0, r1, r2) = rotations.sigma0
  let (q0, q1, q2) = rotations.sigma1
  var w = bigEndianWords(block, as: Word.self)
  for t in 16..<constants.count {
    let s0 = w[t - 15].rotatedRight(r0) ^ w[t - 15].rotatedRight(r1) ^ (w[t - 15] >> r2)
    let s1 = w[t - 2].rotatedRight(q0) ^ w[t - 2].rotatedRight(q1) ^ (w[t - 2] >> q2)
    w.append(w[t - 16] &+ s0 &+ w[t - 7] &+ s1)
  }
  let (a0, a1, a2) = rotations.bigSigma0
  let (e0, e1, e2) = rotations.bigSigma1
  var (a, b, c, d, e, f, g, h) = (
    state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
  )
  for t in constants.indices {
    let s1 = e.rotatedRight(e0) ^ e.rotatedRight(e1) ^ e.rotatedRight(e2)
    let choice = (e & f) ^ (~e & g)
    let t1 = h &+ s1 &+ choice &+ constants[t] &+ w[t]
    let s0 = a.rotatedRight(a0) ^ a.rotatedRight(a1) ^ a.rotatedRight(a2)
    let majority = (a & b) ^ (a & c) ^ (b & c)
    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ majority)
  }
  for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { state[index] &+= value }
}

private let sha256Constants: [UInt32] = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
  0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
  0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]

/// SHA-256 (FIPS 180-4).
public struct SHA256: HashFunction {
  /// The number of bytes it hashes at a time.
  public static let blockByteCount = 64
  private var state: [UInt32] = [
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c,
    0x1f83d9ab, 0x5be0cd19,
  ]
  private var pending = _PendingBlock()

  /// A hash function with nothing hashed yet.
  public init() {}

  /// Hashes `bufferPointer`'s bytes next.
  public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
    var state = self.state
    pending.add(bufferPointer, size: 64) { Self.compress(&state, $0) }
    self.state = state
  }

  /// The digest of everything hashed.
  public func finalize() -> SHA256Digest {
    let state = pending.finishing(
      state, size: 64, lengthBytes: 8, bigEndian: true, compress: Self.compress)
    return SHA256Digest(bytes: bigEndianBytes(state))
  }

  private static func compress(_ state: inout [UInt32], _ block: ArraySlice<UInt8>) {
    sha2Compress(&state, block, constants: sha256Constants, rotations: .sha256)
  }
}

private let sha512Constants: [UInt64] = [
  0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
  0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
  0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
  0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
  0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
  0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
  0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
  0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
  0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
  0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
  0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
  0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
  0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
  0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
  0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
  0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
  0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
  0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
  0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
  0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
]

/// The SHA-512 compression, shared by SHA-384 and SHA-512.
struct _SHA512Core: Sendable {
  var state: [UInt64]
  var pending = _PendingBlock()

  mutating func update(_ input: UnsafeRawBufferPointer) {
    var state = self.state
    pending.add(input, size: 128) { Self.compress(&state, $0) }
    self.state = state
  }

  func finalize(keeping words: Int) -> [UInt8] {
    let state = pending.finishing(
      state, size: 128, lengthBytes: 16, bigEndian: true, compress: Self.compress)
    return bigEndianBytes(Array(state.prefix(words)))
  }

  private static func compress(_ state: inout [UInt64], _ block: ArraySlice<UInt8>) {
    sha2Compress(&state, block, constants: sha512Constants, rotations: .sha512)
  }
}

/// SHA-512 (FIPS 180-4).
public struct SHA512: HashFunction {
  /// The number of bytes it hashes at a time.
  public static let blockByteCount = 128
  private var core = _SHA512Core(state: [
    0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
    0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
  ])

  /// A hash function with nothing hashed yet.
  public init() {}

  /// Hashes `bufferPointer`'s bytes next.
  public mutating func update(bufferPointer: UnsafeRawBufferPointer) { core.update(bufferPointer) }

  /// The digest of everything hashed.
  public func finalize() -> SHA512Digest { SHA512Digest(bytes: core.finalize(keeping: 8)) }
}

/// SHA-384 (FIPS 180-4).
public struct SHA384: HashFunction {
  /// The number of bytes it hashes at a time.
  public static let blockByteCount = 128
  private var core = _SHA512Core(state: [
    0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
    0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4,
  ])

  /// A hash function with nothing hashed yet.
  public init() {}

  /// Hashes `bufferPointer`'s bytes next.
  public mutating func update(bufferPointer: UnsafeRawBufferPointer) { core.update(bufferPointer) }

  /// The digest of everything hashed.
  public func finalize() -> SHA384Digest { SHA384Digest(bytes: core.finalize(keeping: 6)) }
}

private let md5Constants: [UInt32] = [
  0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a,
  0xa8304613, 0xfd469501, 0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
  0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340,
  0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
  0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8,
  0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
  0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa,
  0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
  0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92,
  0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
  0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
]

private let md5Shifts: [Int] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]

extension Insecure {
  /// SHA-1 (FIPS 180-4): broken, for compatibility only.
  public struct SHA1: HashFunction {
    /// The number of bytes it hashes at a time.
    public static let blockByteCount = 64
    private var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0]
    private var pending = _PendingBlock()

    /// A hash function with nothing hashed yet.
    public init() {}

    /// Hashes `bufferPointer`'s bytes next.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
      var state = self.state
      pending.add(bufferPointer, size: 64) { Self.compress(&state, $0) }
      self.state = state
    }

    /// The digest of everything hashed.
    public func finalize() -> Insecure.SHA1Digest {
      let state = pending.finishing(
        state, size: 64, lengthBytes: 8, bigEndian: true, compress: Self.compress)
      return Insecure.SHA1Digest(bytes: bigEndianBytes(state))
    }

    private static func compress(_ state: inout [UInt32], _ block: ArraySlice<UInt8>) {
      var w = bigEndianWords(block, as: UInt32.self)
      for t in 16..<80 { w.append((w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotatedLeft(1)) }
      var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
      for t in 0..<80 {
        let (f, k): (UInt32, UInt32) =
          switch t {
          case 0..<20: ((b & c) | (~b & d), 0x5a82_7999)
          case 20..<40: (b ^ c ^ d, 0x6ed9_eba1)
          case 40..<60: ((b & c) | (b & d) | (c & d), 0x8f1b_bcdc)
          default: (b ^ c ^ d, 0xca62_c1d6)
          }
        let temp = a.rotatedLeft(5) &+ f &+ e &+ k &+ w[t]
        (e, d, c, b, a) = (d, c, b.rotatedLeft(30), a, temp)
      }
      for (index, value) in [a, b, c, d, e].enumerated() { state[index] &+= value }
    }
  }

  /// MD5 (RFC 1321): broken, for compatibility only.
  public struct MD5: HashFunction {
    /// The number of bytes it hashes at a time.
    public static let blockByteCount = 64
    private var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
    private var pending = _PendingBlock()

    /// A hash function with nothing hashed yet.
    public init() {}

    /// Hashes `bufferPointer`'s bytes next.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
      var state = self.state
      pending.add(bufferPointer, size: 64) { Self.compress(&state, $0) }
      self.state = state
    }

    /// The digest of everything hashed.
    public func finalize() -> Insecure.MD5Digest {
      let state = pending.finishing(
        state, size: 64, lengthBytes: 8, bigEndian: false, compress: Self.compress)
      return Insecure.MD5Digest(
        bytes: state.flatMap { word in
          (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
        })
    }

    private static func compress(_ state: inout [UInt32], _ block: ArraySlice<UInt8>) {
      let m = stride(from: block.startIndex, to: block.endIndex, by: 4).map { start in
        block[start..<start + 4].reversed().reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
      }
      var (a, b, c, d) = (state[0], state[1], state[2], state[3])
      for i in 0..<64 {
        let (f, g): (UInt32, Int) =
          switch i {
          case 0..<16: ((b & c) | (~b & d), i)
          case 16..<32: ((d & b) | (~d & c), (5 * i + 1) % 16)
          case 32..<48: (b ^ c ^ d, (3 * i + 5) % 16)
          default: (c ^ (b | ~d), (7 * i) % 16)
          }
        let rotated = (a &+ f &+ md5Constants[i] &+ m[g]).rotatedLeft(
          md5Shifts[(i / 16) * 4 + i % 4])
        (a, b, c, d) = (d, b &+ rotated, b, c)
      }
      for (index, value) in [a, b, c, d].enumerated() { state[index] &+= value }
    }
  }
}
