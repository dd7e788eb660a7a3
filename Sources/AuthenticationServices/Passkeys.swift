import Foundation

/// Makes passkey requests for one relying party (the app's website domain).
open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider,
  @unchecked Sendable
{
  /// The domain the passkeys belong to.
  public let relyingPartyIdentifier: String

  /// A provider for `relyingPartyIdentifier`'s passkeys.
  public init(relyingPartyIdentifier: String) {
    self.relyingPartyIdentifier = relyingPartyIdentifier
  }

  /// A request to create a passkey for the account `name` (`userID`), signing `challenge`.
  open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data)
    -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest
  {
    ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(
      provider: self, challenge: challenge, name: name, userID: userID)
  }

  /// A request to sign in with one of the relying party's passkeys, signing `challenge`.
  open func createCredentialAssertionRequest(challenge: Data)
    -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest
  {
    ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(provider: self, challenge: challenge)
  }
}

/// A request to create a passkey.
open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest,
  @unchecked Sendable
{
  /// The challenge the new passkey signs.
  open var challenge: Data
  /// The account's name, as the passkey shows it.
  open var name: String
  /// The account's identifier.
  open var userID: Data
  /// The account's display name.
  open var displayName: String?

  init(
    provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data, name: String,
    userID: Data
  ) {
    self.challenge = challenge
    self.name = name
    self.userID = userID
    super.init(provider: provider)
  }
}

/// A request to sign in with a passkey.
open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest,
  @unchecked Sendable
{
  /// The challenge the passkey signs.
  open var challenge: Data

  init(provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data) {
    self.challenge = challenge
    super.init(provider: provider)
  }
}

/// A passkey the user created.
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject,
  ASAuthorizationCredential, @unchecked Sendable
{
  /// The passkey's identifier.
  public let credentialID: Data
  /// The client data the passkey signed (its challenge, as JSON).
  public let rawClientDataJSON: Data
  /// The attestation (none here).
  public let rawAttestationObject: Data? = nil

  init(credentialID: Data, challenge: Data) {
    self.credentialID = credentialID
    self.rawClientDataJSON = clientData(type: "webauthn.create", challenge: challenge)
  }
}

/// A sign-in with a passkey.
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject,
  ASAuthorizationCredential, @unchecked Sendable
{
  /// The passkey's identifier.
  public let credentialID: Data
  /// The account's identifier, as the passkey was created with it.
  public let userID: Data
  /// The client data the passkey signed (its challenge, as JSON).
  public let rawClientDataJSON: Data
  /// The authenticator data (a stand-in value).
  public let rawAuthenticatorData: Data
  /// The signature (a stand-in value).
  public let signature: Data

  init(credentialID: Data, userID: Data, challenge: Data) {
    self.credentialID = credentialID
    self.userID = userID
    self.rawClientDataJSON = clientData(type: "webauthn.get", challenge: challenge)
    self.rawAuthenticatorData = Data("viewprobe-authenticator".utf8)
    self.signature = Data("viewprobe-signature".utf8)
  }
}

/// WebAuthn client data for `challenge`.
private func clientData(type: String, challenge: Data) -> Data {
  let object = ["type": type, "challenge": challenge.base64EncodedString()]
  return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
}
