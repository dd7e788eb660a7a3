// Linux has no CryptoKit. There, ViewProbe's product includes this stand-in with CryptoKit's
// hash functions and HMAC — what app code uses for a Sign in with Apple nonce, an OAuth PKCE
// challenge or a cache key — computed as the standards define them, so a file that imports
// CryptoKit compiles unchanged and gives the same digests. Encryption and signing are not here.
import Foundation

/// The result of a hash function: its bytes, in order.
public protocol Digest: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable
where Element == UInt8 {
  /// The number of bytes in a digest.
  static var byteCount: Int { get }
}

/// A hash function: fed data in pieces, finalized into a digest.
public protocol HashFunction: Sendable {
  /// The digest it produces.
  associatedtype Digest: CryptoKit.Digest
  /// The number of bytes it hashes at a time.
  static var blockByteCount: Int { get }
  /// A hash function with nothing hashed yet.
  init()
  /// Hashes `bufferPointer`'s bytes next.
  mutating func update(bufferPointer: UnsafeRawBufferPointer)
  /// The digest of everything hashed.
  func finalize() -> Digest
}

extension HashFunction {
  /// The number of bytes in its digests.
  public static var byteCount: Int { Digest.byteCount }

  /// Hashes `data` next.
  public mutating func update<D: DataProtocol>(data: D) {
    let bytes = Array(data)
    bytes.withUnsafeBytes { update(bufferPointer: $0) }
  }

  /// The digest of `data`.
  public static func hash<D: DataProtocol>(data: D) -> Digest {
    var function = Self()
    function.update(data: data)
    return function.finalize()
  }
}

/// A digest's bytes, with CryptoKit's description ("SHA256 digest: 2cf2…").
public struct _DigestBytes<Function>: Digest {
  let bytes: [UInt8]

  /// The number of bytes in such a digest.
  public static var byteCount: Int { _digestByteCount(Function.self) }

  /// "<name> digest: <hex>", as CryptoKit describes a digest.
  public var description: String {
    "\(_digestName(Function.self)) digest: \(bytes.map { String(format: "%02x", $0) }.joined())"
  }

  /// Iterates over the bytes.
  public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }

  /// Calls `body` with the bytes.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  /// Digests are equal when their bytes are.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.bytes == rhs.bytes }

  /// Hashes the bytes.
  public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

/// The number of bytes in `function`'s digests.
func _digestByteCount(_ function: Any.Type) -> Int {
  switch function {
  case is SHA256.Type: 32
  case is SHA384.Type: 48
  case is SHA512.Type: 64
  case is Insecure.SHA1.Type: 20
  default: 16
  }
}

/// The name CryptoKit gives `function`'s digests.
func _digestName(_ function: Any.Type) -> String {
  switch function {
  case is SHA256.Type: "SHA256"
  case is SHA384.Type: "SHA384"
  case is SHA512.Type: "SHA512"
  case is Insecure.SHA1.Type: "SHA1"
  default: "MD5"
  }
}

/// A digest of SHA-256.
public typealias SHA256Digest = _DigestBytes<SHA256>
/// A digest of SHA-384.
public typealias SHA384Digest = _DigestBytes<SHA384>
/// A digest of SHA-512.
public typealias SHA512Digest = _DigestBytes<SHA512>

/// Hash functions that are no longer secure, for compatibility with older systems.
public enum Insecure {
  /// A digest of SHA-1.
  public typealias SHA1Digest = _DigestBytes<SHA1>
  /// A digest of MD5.
  public typealias MD5Digest = _DigestBytes<MD5>
}
