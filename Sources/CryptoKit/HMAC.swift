import Foundation

/// A key for HMAC: its bytes.
public struct SymmetricKey: ContiguousBytes, Sendable {
  let bytes: [UInt8]

  /// A key of `data`'s bytes.
  public init<D: ContiguousBytes>(data: D) {
    bytes = data.withUnsafeBytes { Array($0) }
  }

  /// A random key of `size`.
  public init(size: SymmetricKeySize) {
    var generator = SystemRandomNumberGenerator()
    bytes = (0..<size.bitCount / 8).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
  }

  /// The key's length in bits.
  public var bitCount: Int { bytes.count * 8 }

  /// Calls `body` with the key's bytes.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }
}

/// The size of a symmetric key.
public struct SymmetricKeySize: Sendable {
  /// Its length in bits.
  public let bitCount: Int
  /// A size of `bitCount` bits.
  public init(bitCount: Int) { self.bitCount = bitCount }
  /// 128 bits.
  public static let bits128 = SymmetricKeySize(bitCount: 128)
  /// 192 bits.
  public static let bits192 = SymmetricKeySize(bitCount: 192)
  /// 256 bits.
  public static let bits256 = SymmetricKeySize(bitCount: 256)
}

/// A message authentication code.
public protocol MessageAuthenticationCode: Hashable, ContiguousBytes, CustomStringConvertible,
  Sequence, Sendable
where Element == UInt8 {
  /// The number of bytes in the code.
  var byteCount: Int { get }
}

/// The code HMAC computed with `H`.
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
  let bytes: [UInt8]

  /// The number of bytes in the code.
  public var byteCount: Int { bytes.count }

  /// "HMAC with <hash>: <hex>".
  public var description: String {
    "HMAC with \(_digestName(H.self)): \(bytes.map { String(format: "%02x", $0) }.joined())"
  }

  /// Iterates over the bytes.
  public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }

  /// Calls `body` with the bytes.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }
}

/// HMAC (RFC 2104) with the hash function `H`.
public struct HMAC<H: HashFunction>: Sendable {
  /// The code it computes.
  public typealias MAC = HashedAuthenticationCode<H>

  private var inner = H()
  private let outerKey: [UInt8]

  /// An HMAC keyed with `key`, with nothing authenticated yet.
  public init(key: SymmetricKey) {
    var keyBytes = key.bytes
    if keyBytes.count > H.blockByteCount { keyBytes = Array(H.hash(data: keyBytes)) }
    keyBytes += [UInt8](repeating: 0, count: H.blockByteCount - keyBytes.count)
    inner.update(data: keyBytes.map { $0 ^ 0x36 })
    outerKey = keyBytes.map { $0 ^ 0x5c }
  }

  /// Authenticates `data` next.
  public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

  /// The code of everything authenticated.
  public func finalize() -> MAC {
    var outer = H()
    outer.update(data: outerKey)
    outer.update(data: Array(inner.finalize()))
    return MAC(bytes: Array(outer.finalize()))
  }

  /// The code of `data` under `key`.
  public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey)
    -> MAC
  {
    var hmac = HMAC(key: key)
    hmac.update(data: data)
    return hmac.finalize()
  }

  /// Whether `authenticationCode` is `data`'s code under `key`.
  public static func isValidAuthenticationCode<D: DataProtocol>(
    _ authenticationCode: MAC, authenticating data: D, using key: SymmetricKey
  ) -> Bool {
    Self.authenticationCode(for: data, using: key) == authenticationCode
  }
}
