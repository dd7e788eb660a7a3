#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// What a search bar tells its delegate, and asks it. Every method has a default, as UIKit's
  /// optional methods do.
  @preconcurrency @MainActor
  public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Whether editing may begin.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The keyboard's Search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  }

  extension UISearchBarDelegate {
    /// `true` unless you implement it.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing unless you implement it.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Does nothing unless you implement it.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing unless you implement it.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing unless you implement it.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing unless you implement it.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  }

  /// The text field inside a search bar.
  open class UISearchTextField: UITextField {}

  /// A search bar. Typing is its text field's (`searchBar.searchTextField.insertText("tea")`, as
  /// the keyboard types): the delegate hears `searchBar(_:textDidChange:)`; a `"\n"` is the Search
  /// button (`searchBarSearchButtonClicked`). Setting `text` tells no one, as in UIKit.
  open class UISearchBar: UIView {
    /// The bar's looks.
    public enum Style: UInt, Sendable {
      /// The default.
      case `default`
      /// Prominent.
      case prominent
      /// Minimal.
      case minimal
    }

    /// Its delegate.
    open weak var delegate: (any UISearchBarDelegate)?
    /// Its looks.
    open var searchBarStyle = Style.default
    /// Whether it shows a Cancel button.
    open var showsCancelButton = false
    /// Its text field.
    public let searchTextField = UISearchTextField()

    /// A search bar of `frame`.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      wireTextField()
    }

    /// A search bar from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      wireTextField()
    }

    private func wireTextField() {
      addSubview(searchTextField)
      searchTextField.returnKeyType = .search
      searchTextField.addAction(
        UIAction { [weak self] _ in
          guard let self else { return }
          self.delegate?.searchBar(self, textDidChange: self.text ?? "")
        }, for: .editingChanged)
      searchTextField.addAction(
        UIAction { [weak self] _ in
          guard let self else { return }
          self.delegate?.searchBarSearchButtonClicked(self)
        }, for: .editingDidEndOnExit)
      searchTextField.addAction(
        UIAction { [weak self] _ in
          guard let self else { return }
          self.delegate?.searchBarTextDidBeginEditing(self)
        }, for: .editingDidBegin)
      searchTextField.addAction(
        UIAction { [weak self] _ in
          guard let self else { return }
          self.delegate?.searchBarTextDidEndEditing(self)
        }, for: .editingDidEnd)
    }

    /// Its text.
    open var text: String? {
      get { searchTextField.text }
      set { searchTextField.text = newValue }
    }
    /// Shown while it is empty.
    open var placeholder: String? {
      get { searchTextField.placeholder }
      set { searchTextField.placeholder = newValue }
    }
    /// How the keyboard capitalizes.
    open var autocapitalizationType: UITextAutocapitalizationType {
      get { searchTextField.autocapitalizationType }
      set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType: UITextAutocorrectionType {
      get { searchTextField.autocorrectionType }
      set { searchTextField.autocorrectionType = newValue }
    }
    /// Its keyboard.
    open var keyboardType: UIKeyboardType {
      get { searchTextField.keyboardType }
      set { searchTextField.keyboardType = newValue }
    }
    /// What its return key says.
    open var returnKeyType: UIReturnKeyType {
      get { searchTextField.returnKeyType }
      set { searchTextField.returnKeyType = newValue }
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
      self.showsCancelButton = showsCancelButton
    }

    /// Begins editing in its text field.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
      guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
      return searchTextField.becomeFirstResponder()
    }

    /// Ends editing in its text field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
  }
#endif
