// Linux has no MessageUI. There, ViewProbe's product includes this stand-in, so that the mail
// and message composers an app wraps in a `UIViewControllerRepresentable` compile unchanged.
// The device can send mail and messages — unless the test says it cannot
// (`harness.setCanSendMail(false)`, to take the app's other branch); nothing is sent. A composer keeps what the app filled
// in (readable for tests), and its delegate hears nothing until the test finishes for the user
// (`mailComposeDelegate?.mailComposeController(mail, didFinishWith: .sent, error: nil)`).
import Foundation
import Testing
@_exported import ViewProbe

/// How the user finished with the mail composer.
public enum MFMailComposeResult: Int, Sendable {
  /// Cancelled.
  case cancelled
  /// Saved as a draft.
  case saved
  /// Sent.
  case sent
  /// Sending failed.
  case failed
}

/// What the mail composer tells its delegate.
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
  /// The user finished.
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
  /// Does nothing unless you implement it.
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: (any Error)?
  ) {}
}

/// The mail composer. What the app fills in is kept (`toRecipients`, `subject`, `messageBody`,
/// `attachments`: ViewProbe's, for tests — MessageUI has only the setters).
open class MFMailComposeViewController: UINavigationController {
  /// An attached file.
  public struct Attachment: Sendable {
    /// Its contents.
    public let data: Data
    /// Its MIME type.
    public let mimeType: String
    /// Its file name.
    public let fileName: String
  }

  /// Its delegate.
  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
  /// The recipients (ViewProbe's).
  public private(set) var toRecipients: [String] = []
  /// The copied recipients (ViewProbe's).
  public private(set) var ccRecipients: [String] = []
  /// The blind-copied recipients (ViewProbe's).
  public private(set) var bccRecipients: [String] = []
  /// The subject (ViewProbe's).
  public private(set) var subject = ""
  /// The body (ViewProbe's).
  public private(set) var messageBody = ""
  /// Whether the body is HTML (ViewProbe's).
  public private(set) var isHTML = false
  /// The attachments (ViewProbe's).
  public private(set) var attachments: [Attachment] = []

  /// Whether the device can send mail: yes, unless the harness whose code asks was told no.
  open class func canSendMail() -> Bool { MailAccounts.current?.canSendMail ?? true }

  /// Sets the recipients.
  open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
  /// Sets the copied recipients.
  open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
  /// Sets the blind-copied recipients.
  open func setBccRecipients(_ bccRecipients: [String]?) {
    self.bccRecipients = bccRecipients ?? []
  }
  /// Sets the subject.
  open func setSubject(_ subject: String) { self.subject = subject }
  /// Sets the body.
  open func setMessageBody(_ body: String, isHTML: Bool) {
    messageBody = body
    self.isHTML = isHTML
  }
  /// Attaches a file.
  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachments.append(Attachment(data: attachment, mimeType: mimeType, fileName: filename))
  }
  /// Sets the address mail is sent from.
  open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}

/// How the user finished with the message composer.
public enum MessageComposeResult: Int, Sendable {
  /// Cancelled.
  case cancelled
  /// Sent.
  case sent
  /// Sending failed.
  case failed
}

/// What the message composer tells its delegate.
@preconcurrency @MainActor
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
  /// The user finished.
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The message composer.
open class MFMessageComposeViewController: UINavigationController {
  /// Its delegate.
  open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
  /// The recipients.
  open var recipients: [String]?
  /// The message.
  open var body: String?
  /// The subject.
  open var subject: String?

  /// Whether the device can send text messages: yes, unless the harness whose code asks was
  /// told no.
  open class func canSendText() -> Bool { MailAccounts.current?.canSendText ?? true }
  /// Whether the device can send attachments (it can).
  open class func canSendAttachments() -> Bool { true }
  /// Whether the device can send subjects (it cannot, as most iPhones).
  open class func canSendSubject() -> Bool { false }
}

/// Whether the device of one harness has a mail account and can send messages.
final class MailAccounts: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var mail = true
  private var text = true

  static var current: MailAccounts? {
    _ViewProbeRuntime.harnessState(MailAccounts.self)
  }

  var canSendMail: Bool {
    get { lock.withLock { mail } }
    set { lock.withLock { mail = newValue } }
  }

  var canSendText: Bool {
    get { lock.withLock { text } }
    set { lock.withLock { text = newValue } }
  }
}

extension ParentHarness {
  private var accounts: MailAccounts { _harnessState(MailAccounts.self) }

  /// Whether the device has a mail account (`MFMailComposeViewController.canSendMail()`): yes
  /// unless set, for code this harness runs.
  public func setCanSendMail(_ canSendMail: Bool) { accounts.canSendMail = canSendMail }

  /// Whether the device can send messages (`MFMessageComposeViewController.canSendText()`): yes
  /// unless set, for code this harness runs.
  public func setCanSendText(_ canSendText: Bool) { accounts.canSendText = canSendText }
}
