import Testing
import ViewProbe

/// A sign-in form: the password field can be hidden (a branch), a code field shows only for
/// two-step accounts, and every change of the focus state is logged by `onChange`.
private struct SignInForm: View {
  enum Field: Hashable {
    case user
    case password
    case code
  }

  @FocusState private var focus: Field?
  @State private var user = ""
  @State private var password = ""
  @State private var code = ""
  @State private var asksPassword = true
  @State private var twoStep = false
  @State private var changes: [String] = []

  var body: some View {
    Form {
      TextField("User", text: $user).focused($focus, equals: .user)
      if asksPassword {
        SecureField("Password", text: $password).focused($focus, equals: .password)
      }
      if twoStep {
        TextField("Code", text: $code).focused($focus, equals: .code)
      }
      Text("focus \(focus.map { "\($0)" } ?? "none")")
      Text("changes \(changes.joined(separator: " "))")
      Button("Use a passkey") { asksPassword = false }
      Button("Enter the code") { focus = .code }
      Button("Two-step") {
        twoStep = true
        focus = .code
      }
    }
    .onChange(of: focus) { _, new in changes.append(new.map { "\($0)" } ?? "none") }
  }
}

/// A field focused by a `Bool` focus state, shown while `editing` is true.
private struct NoteEditor: View {
  @FocusState private var isFocused: Bool
  @State private var editing = true
  @State private var note = ""

  var body: some View {
    VStack {
      if editing {
        TextField("Note", text: $note).focused($isFocused)
      }
      Text(isFocused ? "keyboard up" : "keyboard down")
      Button("Done") { editing = false }
      Button("Write") { isFocused = true }
    }
  }
}

/// Rows whose fields are focused by the row's id; a row can be deleted.
private struct ChecklistEditor: View {
  @State private var items = ["milk", "eggs", "bread"]
  @FocusState private var focused: String?

  var body: some View {
    List {
      ForEach($items, id: \.self) { $item in
        TextField("Item", text: $item).focused($focused, equals: item)
      }
      Text("focused \(focused ?? "none")")
      Button("Delete eggs") { items.removeAll { $0 == "eggs" } }
    }
  }
}

/// One composer field, bound to the focus value of the message it replies to.
private struct ReplyComposer: View {
  enum Field: Hashable {
    case reply(to: Int)
  }

  @FocusState private var focus: Field?
  @State private var replyingTo = 1
  @State private var text = ""

  var body: some View {
    VStack {
      TextField("Reply", text: $text).focused($focus, equals: .reply(to: replyingTo))
      Text(focus == nil ? "not focused" : "focused")
      Button("Reply to 2") { replyingTo = 2 }
    }
  }
}

/// A password field with a "Show" button that swaps it for a plain field, bound to the same value.
private struct RevealablePassword: View {
  enum Field: Hashable {
    case password
  }

  @FocusState private var focus: Field?
  @State private var password = ""
  @State private var revealed = false

  var body: some View {
    VStack {
      if revealed {
        TextField("Password", text: $password).focused($focus, equals: .password)
      } else {
        SecureField("Password", text: $password).focused($focus, equals: .password)
      }
      Text(focus == nil ? "not focused" : "focused")
      Button("Show") { revealed = true }
    }
  }
}

/// A screen whose focus state names a field in the sheet it presents.
private struct QuickNote: View {
  @FocusState private var noteFocused: Bool
  @State private var composing = false
  @State private var note = ""

  var body: some View {
    VStack {
      Text(noteFocused ? "note focused" : "note not focused")
      Button("New note") { composing = true }
    }
    .sheet(isPresented: $composing) {
      VStack {
        TextField("Note", text: $note).focused($noteFocused)
        Button("Close") { composing = false }
      }
      .onAppear { noteFocused = true }
    }
  }
}

@MainActor
@Suite("H08 focus is in no view when none bound to the state is in the tree")
struct FocusReleaseTests {
  @Test("H08 the focused field leaving the tree sets the focus state to nil; readers update")
  func h08_focusLeavesWithItsField() throws {
    let harness = ParentHarness { SignInForm() }
    try harness.find(secureField: "Password").focus()
    #expect(harness.texts.contains("focus password"))
    try harness.find(button: "Use a passkey").tap()
    #expect(harness.texts.contains("focus none"), "focus is in no view bound to the state")
    #expect(harness.texts.contains("changes password none"), "onChange heard it leave")
    let user = try harness.find(textField: "User")
    #expect(!user.isFocused)
  }

  @Test("H08 naming a field that is not in the tree leaves focus nowhere (Bool and optional)")
  func h08_focusOnAFieldNotInTheTreeIsDropped() throws {
    let form = ParentHarness { SignInForm() }
    try form.find(textField: "User").focus()
    try form.find(button: "Enter the code").tap()
    #expect(form.texts.contains("focus none"), "no code field is shown")
    #expect(form.texts.contains("changes user code none"))

    let editor = ParentHarness { NoteEditor() }
    try editor.find(button: "Write").tap()
    #expect(editor.texts.contains("keyboard up"))
    try editor.find(button: "Done").tap()
    #expect(editor.texts.contains("keyboard down"), "the field left: the Bool state is false")
    try editor.find(button: "Write").tap()
    #expect(editor.texts.contains("keyboard down"), "no field to focus")
  }

  @Test("H08 a field shown by the same action that focuses it keeps the focus")
  func h08_fieldShownWithItsFocusKeepsIt() throws {
    let harness = ParentHarness { SignInForm() }
    try harness.find(button: "Two-step").tap()
    #expect(harness.texts.contains("focus code"))
    #expect(try harness.find(textField: "Code").isFocused)
    #expect(harness.texts.contains("changes code"))
  }

  @Test("H08 (§7) a field swapped for another bound to the same value keeps the focus state")
  func h08_swappedFieldWithTheSameValueKeepsTheState() throws {
    let harness = ParentHarness { RevealablePassword() }
    try harness.find(secureField: "Password").focus()
    try harness.find(button: "Show").tap()
    #expect(harness.texts.contains("focused"), "a view bound with .password is in the tree")
    #expect(try harness.find(textField: "Password").isFocused)
  }

  @Test("H08 closing the sheet that holds the focused field leaves focus nowhere")
  func h08_closedSheetTakesItsFocus() throws {
    let harness = ParentHarness { QuickNote() }
    try harness.find(button: "New note").tap()
    #expect(harness.texts.contains("note focused"), "the sheet focused its field as it appeared")
    try harness.find(button: "Close").tap()
    #expect(harness.texts.contains("note not focused"))
  }

  @Test("H08 deleting the row whose field has focus leaves focus nowhere; other rows keep theirs")
  func h08_deletedRowTakesItsFocus() throws {
    let harness = ParentHarness { ChecklistEditor() }
    harness.findAll(textField: "Item")[2].focus()
    try harness.find(button: "Delete eggs").tap()
    #expect(harness.texts.contains("focused bread"), "the focused row is still there")
    harness.findAll(textField: "Item")[1].focus()
    #expect(harness.texts.contains("focused bread"))

    let other = ParentHarness { ChecklistEditor() }
    other.findAll(textField: "Item")[1].focus()
    #expect(other.texts.contains("focused eggs"))
    try other.find(button: "Delete eggs").tap()
    #expect(other.texts.contains("focused none"))
  }

  @Test("H08 a field whose bound value changes no longer matches the state: focus is nowhere")
  func h08_fieldBoundToAnotherValueDropsTheFocus() throws {
    let harness = ParentHarness { ReplyComposer() }
    try harness.find(textField: "Reply").focus()
    #expect(harness.texts.contains("focused"))
    try harness.find(button: "Reply to 2").tap()
    #expect(harness.texts.contains("not focused"), "the state names reply(to: 1); the field is 2's")
  }

  @Test("H08 typing into a row identified by its own text makes a new row: focus is lost")
  func h08_rowIdentifiedByItsTextLosesFocusAsItChanges() throws {
    let harness = ParentHarness { ChecklistEditor() }
    harness.findAll(textField: "Item")[0].setInput("oat milk")
    // The row was "milk"; typing made it "oat milk", a new identity whose field is bound to
    // "oat milk": no field is bound to "milk" (on a device the keyboard goes down per letter).
    #expect(harness.texts.contains("focused none"))
  }
}
