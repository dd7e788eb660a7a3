// Linux has no Security framework. There, ViewProbe's product includes this stand-in, so that app
// code that keeps a token or a password in the keychain (`SecItemAdd`, `SecItemCopyMatching`,
// `SecItemUpdate`, `SecItemDelete` with `kSecClassGenericPassword` queries) or draws random bytes
// (`SecRandomCopyBytes`, a Sign in with Apple nonce) compiles unchanged. Each harness is a device
// with a keychain of its own (`Keychain.swift`); outside a harness there is none.
import Foundation

/// A Core Foundation string (Foundation's `NSString` here).
public typealias CFString = NSString
/// A Core Foundation dictionary (Foundation's `NSDictionary` here): `query as CFDictionary`.
public typealias CFDictionary = NSDictionary
/// A Core Foundation array (Foundation's `NSArray` here).
public typealias CFArray = NSArray
/// Core Foundation data (Foundation's `NSData` here).
public typealias CFData = NSData
/// A Core Foundation Boolean (Foundation's `NSNumber` here).
public typealias CFBoolean = NSNumber
/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject
/// A result code: `errSecSuccess`, or why a call failed.
public typealias OSStatus = Int32

/// Core Foundation's true.
public let kCFBooleanTrue: CFBoolean? = NSNumber(value: true)
/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean? = NSNumber(value: false)

/// No error.
public let errSecSuccess: OSStatus = 0
/// Not implemented.
public let errSecUnimplemented: OSStatus = -4
/// A parameter was not valid (a query without `kSecClass`).
public let errSecParam: OSStatus = -50
/// The user cancelled.
public let errSecUserCanceled: OSStatus = -128
/// No keychain is available (here: code running outside a harness).
public let errSecNotAvailable: OSStatus = -25291
/// The authorization failed.
public let errSecAuthFailed: OSStatus = -25293
/// An item with the same primary attributes exists.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matched.
public let errSecItemNotFound: OSStatus = -25300
/// Interaction with the user is not allowed.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// The data is not available.
public let errSecDecode: OSStatus = -26275
/// A required entitlement is missing.
public let errSecMissingEntitlement: OSStatus = -34018

/// What an `OSStatus` means, as the Security framework words its common codes.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?)
  -> CFString?
{
  let messages: [OSStatus: String] = [
    errSecSuccess: "No error.",
    errSecUnimplemented: "Function or operation not implemented.",
    errSecParam: "One or more parameters passed to a function were not valid.",
    errSecUserCanceled: "User canceled the operation.",
    errSecNotAvailable: "No keychain is available. You may need to restart your computer.",
    errSecAuthFailed: "The user name or passphrase you entered is not correct.",
    errSecDuplicateItem: "The specified item already exists in the keychain.",
    errSecItemNotFound: "The specified item could not be found in the keychain.",
    errSecInteractionNotAllowed: "User interaction is not allowed.",
    errSecMissingEntitlement: "A required entitlement isn't present.",
  ]
  return NSString(string: messages[status] ?? "OSStatus \(status)")
}

/// A source of random bytes.
public final class SecRandomRef: @unchecked Sendable {
  init() {}
}

/// The system's source of random bytes.
public let kSecRandomDefault: SecRandomRef? = SecRandomRef()

/// Fills `bytes` with `count` cryptographically random bytes: `errSecSuccess`.
@discardableResult
public func SecRandomCopyBytes(
  _ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer
) -> Int32 {
  var generator = SystemRandomNumberGenerator()
  let buffer = UnsafeMutableRawBufferPointer(start: bytes, count: count)
  for index in 0..<count { buffer[index] = UInt8.random(in: .min ... .max, using: &generator) }
  return errSecSuccess
}
