#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// What a scroll view tells its delegate, and asks it. Every method has a default, as UIKit's
  /// optional methods do.
  @preconcurrency @MainActor
  public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// It scrolled (`setContentOffset(_:animated:)`).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// It zoomed (`setZoomScale(_:animated:)`).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// The view it zooms (`nil`: it does not zoom).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A drag began.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Scrolling slowed to a stop.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  }

  extension UIScrollViewDelegate {
    /// Does nothing unless you implement it.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing unless you implement it.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// `nil` unless you implement it.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing unless you implement it.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing unless you implement it.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  }

  /// What a text view tells its delegate, and asks it. Every method has a default, as UIKit's
  /// optional methods do.
  @preconcurrency @MainActor
  public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether `text` may replace the text in `range`.
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
  }

  extension UITextViewDelegate {
    /// `true` unless you implement it.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing unless you implement it.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// `true` unless you implement it.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing unless you implement it.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// `true` unless you implement it.
    public func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    /// Does nothing unless you implement it.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing unless you implement it.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
  }

  /// A multi-line text view (and the one behind `TextEditor`). Setting `text` tells the delegate
  /// nothing, as in UIKit; typing does: `insertText(_:)` and `deleteBackward()` — what the
  /// keyboard calls, and what a test calls to type — ask `textView(_:shouldChangeTextIn:
  /// replacementText:)`, change the text at its end and tell `textViewDidChange(_:)`.
  /// `becomeFirstResponder()` and `resignFirstResponder()` begin and end editing.
  open class UITextView: UIScrollView {
    /// Its text.
    open var text: String! = ""
    /// Its font.
    open var font: UIFont?
    /// Its text's colour.
    open var textColor: UIColor?
    /// How its text lines up.
    open var textAlignment = NSTextAlignment.natural
    /// Whether the user can edit it.
    open var isEditable = true
    /// Whether the user can select its text.
    open var isSelectable = true
    /// The insets of its text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Its keyboard.
    open var keyboardType = UIKeyboardType.default
    /// What its return key says.
    open var returnKeyType = UIReturnKeyType.default
    /// How the keyboard capitalizes.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// What kind of text it takes, for AutoFill.
    open var textContentType: UITextContentType!
    /// Whether its font follows the Dynamic Type size.
    open var adjustsFontForContentSizeCategory = false
    /// Its delegate, as a `UITextViewDelegate` (UIKit's `delegate` has that type; here it is the
    /// scroll view's, which Swift does not let a subclass narrow).
    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// The selection (the end of the text: typing inserts there).
    open var selectedRange: NSRange { NSRange(location: (text ?? "").utf16.count, length: 0) }

    /// Whether it can be edited.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing when the delegate agrees.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
      guard !isFirstResponder, canBecomeFirstResponder else { return isFirstResponder }
      guard textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
      super.becomeFirstResponder()
      textDelegate?.textViewDidBeginEditing(self)
      return true
    }

    /// Ends editing when the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
      guard isFirstResponder else { return true }
      guard textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
      super.resignFirstResponder()
      textDelegate?.textViewDidEndEditing(self)
      return true
    }

    /// Types `text` at the end, as the keyboard does.
    open func insertText(_ text: String) {
      replace(NSRange(location: (self.text ?? "").utf16.count, length: 0), with: text)
    }

    /// Deletes the last character, as the keyboard's delete key does.
    open func deleteBackward() {
      let current = text ?? ""
      guard let last = current.last else { return }
      let length = String(last).utf16.count
      replace(NSRange(location: current.utf16.count - length, length: length), with: "")
    }

    private func replace(_ range: NSRange, with replacement: String) {
      guard isEditable else { return }
      guard
        textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement)
          ?? true
      else { return }
      text = replacingCharacters(of: text ?? "", in: range, with: replacement)
      textDelegate?.textViewDidChange(self)
      textDelegate?.textViewDidChangeSelection(self)
    }
  }

  /// What a text field tells its delegate, and asks it. Every method has a default, as UIKit's
  /// optional methods do.
  @preconcurrency @MainActor
  public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether `string` may replace the characters in `range`.
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool
    /// The selection (and so the text) changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// The return key was pressed: whether the field handles it.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
  }

  extension UITextFieldDelegate {
    /// `true` unless you implement it.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing unless you implement it.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// `true` unless you implement it.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing unless you implement it.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// `true` unless you implement it.
    public func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool { true }
    /// Does nothing unless you implement it.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// `true` unless you implement it.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  }

  /// What a keyboard's return key says.
  public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency call.
    case emergencyCall
    /// Continue.
    case `continue`
  }

  /// A one-line text field. As `UITextView`: setting `text` tells no one; `insertText(_:)` and
  /// `deleteBackward()` type (asking `textField(_:shouldChangeCharactersIn:replacementString:)`,
  /// then sending `.editingChanged` and telling `textFieldDidChangeSelection(_:)`); a `"\n"` is the
  /// return key (`textFieldShouldReturn(_:)`, then `.editingDidEndOnExit`).
  open class UITextField: UIControl {
    /// Its text.
    open var text: String? = ""
    /// Shown while it is empty.
    open var placeholder: String?
    /// Its font.
    open var font: UIFont?
    /// Its text's colour.
    open var textColor: UIColor?
    /// How its text lines up.
    open var textAlignment = NSTextAlignment.natural
    /// Its border.
    open var borderStyle = BorderStyle.none
    /// Its keyboard.
    open var keyboardType = UIKeyboardType.default
    /// What its return key says.
    open var returnKeyType = UIReturnKeyType.default
    /// Whether its text is hidden as dots.
    open var isSecureTextEntry = false
    /// How the keyboard capitalizes.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// What kind of text it takes, for AutoFill.
    open var textContentType: UITextContentType!
    /// Whether its font follows the Dynamic Type size.
    open var adjustsFontForContentSizeCategory = false
    /// When its clear button shows.
    open var clearButtonMode = ViewMode.never
    /// Its delegate.
    open weak var delegate: (any UITextFieldDelegate)?

    /// When an overlay view of a text field shows.
    public enum ViewMode: Int, Sendable {
      /// Never.
      case never
      /// While editing.
      case whileEditing
      /// Unless editing.
      case unlessEditing
      /// Always.
      case always
    }

    /// A text field's borders.
    public enum BorderStyle: Int, Sendable {
      /// None.
      case none
      /// A line.
      case line
      /// A bezel.
      case bezel
      /// Rounded.
      case roundedRect
    }

    /// Whether it can be edited.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing when the delegate agrees.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
      guard !isFirstResponder, canBecomeFirstResponder else { return isFirstResponder }
      guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
      super.becomeFirstResponder()
      delegate?.textFieldDidBeginEditing(self)
      sendActions(for: .editingDidBegin)
      return true
    }

    /// Ends editing when the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
      guard isFirstResponder else { return true }
      guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
      super.resignFirstResponder()
      delegate?.textFieldDidEndEditing(self)
      sendActions(for: .editingDidEnd)
      return true
    }

    /// Types `text` at the end, as the keyboard does; `"\n"` is the return key.
    open func insertText(_ text: String) {
      var typed = ""
      for character in text {
        if character == "\n" {
          if !typed.isEmpty { replace(end, with: typed) }
          typed = ""
          _ = delegate?.textFieldShouldReturn(self)
          sendActions(for: .editingDidEndOnExit)
        } else {
          typed.append(character)
        }
      }
      if !typed.isEmpty { replace(end, with: typed) }
    }

    /// Deletes the last character, as the keyboard's delete key does.
    open func deleteBackward() {
      let current = text ?? ""
      guard let last = current.last else { return }
      let length = String(last).utf16.count
      replace(NSRange(location: current.utf16.count - length, length: length), with: "")
    }

    private var end: NSRange { NSRange(location: (text ?? "").utf16.count, length: 0) }

    private func replace(_ range: NSRange, with replacement: String) {
      guard isEnabled else { return }
      guard
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
          ?? true
      else { return }
      text = replacingCharacters(of: text ?? "", in: range, with: replacement)
      sendActions(for: .editingChanged)
      delegate?.textFieldDidChangeSelection(self)
    }
  }

  /// `text` with the UTF-16 `range` replaced by `replacement`.
  private func replacingCharacters(of text: String, in range: NSRange, with replacement: String)
    -> String
  {
    guard let bounds = Range(range, in: text) else { return text + replacement }
    return text.replacingCharacters(in: bounds, with: replacement)
  }
#endif
