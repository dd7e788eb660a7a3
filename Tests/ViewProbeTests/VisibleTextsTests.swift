import Testing
import ViewProbe

/// `visibleTexts` lists what is on top of the screen; `texts` lists the whole tree.
@MainActor
@Suite("Visible texts", .viewProbe)
struct VisibleTextsTests {
  @Test("H04 a view pushed over a list hides the list's texts; popping shows them again")
  func h04_pushedViewHidesTheList() throws {
    let harness = ParentHarness { NotesWithEditor() }
    #expect(harness.visibleTexts == ["Notes", "Saved", "Draft"])
    try harness.find(navigationLink: "Draft").tap()
    #expect(harness.texts.contains("Saved"), "the list stays in the tree, beneath")
    #expect(harness.visibleTexts == ["Editing Draft", "Done"])
    try harness.find(button: "Done").tap()
    #expect(harness.visibleTexts == ["Notes", "Saved", "Draft"])
  }

  @Test("H06 a tab not shown, a sheet's presenter, hidden() and unopened menus are not visible")
  func h06_hiddenPlacesAreLeftOut() throws {
    let harness = ParentHarness { TabbedInbox() }
    #expect(harness.texts.contains("Archive is empty"))
    #expect(
      harness.visibleTexts == ["Inbox", "3 unread", "Options", "Compose", "Inbox", "Archive"])
    try harness.find(button: "Compose").tap()
    #expect(harness.visibleTexts == ["New message", "Send"], "the sheet covers the tab bar too")
    #expect(try harness.find(text: "3 unread").visibleTexts.isEmpty, "behind the sheet")
    try harness.find(button: "Send").tap()
    try harness.find(button: "Archive").tap()
    #expect(harness.visibleTexts == ["Inbox", "Archive is empty", "Archive"])
  }
}

extension VisibleTextsTests {
  @Test("a menu-style picker shows its selected option; segments and inline rows show them all")
  func pickerShowsWhatItsStyleShows() throws {
    let harness = ParentHarness { TipForm() }
    #expect(
      harness.visibleTexts == [
        "Tip", "15%", "Size", "Small", "Large", "Tea", "Green", "Black", "Milk", "None",
      ])
    #expect(harness.texts.contains("20%"), "the menu's options stay in the tree")
    try harness.find(text: "20%").tap()
    try harness.find(picker: "Milk").select("Oat")
    #expect(harness.visibleTexts.prefix(2) == ["Tip", "20%"])
    #expect(harness.visibleTexts.suffix(2) == ["Milk", "Oat"])
  }
}

extension VisibleTextsTests {
  @Test("D01 texts redacted as placeholders, or private ones redacted for privacy, show no words")
  func redactedTextsAreNotVisible() throws {
    let harness = ParentHarness { LoadingCard() }
    #expect(harness.visibleTexts == ["Loading…", "Show", "4111"])
    #expect(harness.texts.contains("Sample headline"))
    try harness.find(button: "Show").tap()
    #expect(harness.visibleTexts == ["Sample headline", "Loading…", "Show", "Balance"])
  }
}

extension VisibleTextsTests {
  @Test("an icon-only label keeps its title off screen; its button is still found by the title")
  func iconOnlyLabelTitleIsNotVisible() throws {
    let harness = ParentHarness { FavoriteRow() }
    #expect(harness.visibleTexts == ["Turtle Rock", "Share"])
    try harness.find(button: "Toggle Favorite").tap()
    #expect(harness.installedState("isFavorite", in: FavoriteRow.self, as: Bool.self) == true)
    #expect(harness.texts.contains("Toggle Favorite"))
  }
}

extension VisibleTextsTests {
  @Test("H08 keyboard toolbar items are on screen and take taps only while a field has focus")
  func keyboardToolbarFollowsFocus() throws {
    let harness = ParentHarness { AmountForm() }
    #expect(harness.visibleTexts == ["Amount", "focused false"])
    let done = try harness.find(button: "Done")
    expectIssue(
      startingWith: "tap() on the Button \"Done\" found it in the toolbar above the keyboard, "
        + "which is down: no text field has focus (give one focus first: setInput(_:) or "
        + "focus() on it)."
    ) { done.tap() }
    try harness.find(textField: "Amount").focus()
    #expect(harness.visibleTexts == ["Amount", "focused true", "Done"])
    done.tap()
    #expect(harness.visibleTexts == ["Amount", "focused false"])
    try harness.find(textField: "Amount").setInput("12")
    #expect(harness.visibleTexts.last == "Done")
    done.tap()
    // The field shows what was typed in place of its placeholder.
    #expect(harness.visibleTexts == ["12", "focused false"])
  }
}

extension VisibleTextsTests {
  @Test("A10 a view faded out with opacity 0 keeps its state but is not on screen")
  func fadedOutViewIsNotVisible() throws {
    let harness = ParentHarness { FadingBanner() }
    #expect(harness.visibleTexts == ["Show", "banner 0"])
    try harness.find(button: "banner 0").tap()
    try harness.find(button: "Show").tap()
    #expect(harness.visibleTexts == ["Show"])
    #expect(harness.texts.contains("banner 1"), "the faded view keeps its identity and state")
    try harness.find(button: "Show").tap()
    #expect(harness.visibleTexts == ["Show", "banner 1"])
  }
}

private struct FadingBanner: View {
  @State private var hidden = false

  var body: some View {
    VStack {
      Button("Show") { hidden.toggle() }
      LikeBanner().opacity(hidden ? 0 : 1)
    }
  }
}

private struct LikeBanner: View {
  @State private var taps = 0
  var body: some View { Button("banner \(taps)") { taps += 1 } }
}

private struct AmountForm: View {
  @State private var amount = ""
  @FocusState private var amountIsFocused: Bool

  var body: some View {
    NavigationStack {
      Form {
        TextField("Amount", text: $amount).focused($amountIsFocused)
        Text("focused \(amountIsFocused)")
      }
      .toolbar {
        ToolbarItemGroup(placement: .keyboard) {
          Button("Done") { amountIsFocused = false }
        }
      }
    }
  }
}

private struct FavoriteRow: View {
  @State private var isFavorite = false

  var body: some View {
    HStack {
      Text("Turtle Rock")
      Button {
        isFavorite.toggle()
      } label: {
        Label("Toggle Favorite", systemImage: isFavorite ? "star.fill" : "star")
          .labelStyle(.iconOnly)
      }
      Label("Share", systemImage: "square.and.arrow.up")
        .labelStyle(.titleOnly)
    }
  }
}

private struct LoadingCard: View {
  @State private var loaded = false

  var body: some View {
    VStack {
      VStack {
        Text("Sample headline")
        Text("Loading…").unredacted()
        Button("Show") { loaded = true }.unredacted()
      }
      .redacted(reason: loaded ? [] : .placeholder)
      VStack {
        Text("Balance").privacySensitive(!loaded)
        Text("4111").privacySensitive(loaded)
      }
      .redacted(reason: .privacy)
    }
  }
}

private struct TipForm: View {
  @State private var tip = 15
  @State private var size = "S"
  @State private var tea = "green"
  @State private var milk: String?

  var body: some View {
    Form {
      Picker("Tip", selection: $tip) {
        ForEach([10, 15, 20], id: \.self) { Text("\($0)%") }
      }
      Picker("Size", selection: $size) {
        Text("Small").tag("S")
        Text("Large").tag("L")
      }
      .pickerStyle(.segmented)
      Section {
        Picker("Tea", selection: $tea) {
          ForEach(["green", "black"], id: \.self) { Text($0.capitalized).tag($0) }
        }
        .pickerStyle(.inline)
      }
      Picker("Milk", selection: $milk) {
        Text("None").tag(String?.none)
        Text("Oat").tag(Optional("Oat"))
      }
    }
  }
}

private struct NotesWithEditor: View {
  var body: some View {
    NavigationStack {
      List {
        ForEach(["Saved", "Draft"], id: \.self) { title in
          NavigationLink(title) { NoteEditor(title: title) }
        }
      }
      .navigationTitle("Notes")
    }
  }
}

private struct NoteEditor: View {
  let title: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Editing \(title)")
      Button("Done") { dismiss() }
    }
  }
}

extension VisibleTextsTests {
  @Test("a field shows what was typed in place of its placeholder; a secure field shows no words")
  func fieldsShowTheirText() throws {
    let harness = ParentHarness { SignUpForm() }
    #expect(
      harness.visibleTexts == ["Name", "you@example.com", "Password", "4 digits", "Age", "0"])
    try harness.find(textField: "Name").setInput("Ada")
    try harness.find(textField: "Email").setInput("ada@example.com")
    try harness.find(secureField: "Password").setInput("s3cret")
    try harness.find(secureField: "PIN").setInput("1234")
    try harness.find(textField: "Age").setInput("36")
    try harness.find(textField: "").setInput("Likes engines")
    #expect(harness.visibleTexts == ["Ada", "ada@example.com", "Age", "36", "Likes engines"])
    try harness.find(textField: "Name").setInput("")
    #expect(harness.visibleTexts.first == "Name")
  }
}

extension VisibleTextsTests {
  @Test("a navigation bar shows its top screen's title; not a Text, and only inside a container")
  func navigationTitlesOfTheScreensOnTop() throws {
    let harness = ParentHarness { TitledLibrary() }
    #expect(harness.visibleTexts == ["Library", "Dune"])
    #expect(!harness.texts.contains("Library"))
    try harness.find(navigationLink: "Dune").tap()
    #expect(harness.visibleTexts == ["Dune by Herbert", "Frank Herbert", "Hide bar"])
    harness.navigateBack()
    #expect(harness.visibleTexts == ["Library", "Dune"])
    let bare = ParentHarness { Text("Alone").navigationTitle("Nowhere") }
    #expect(bare.visibleTexts == ["Alone"])
  }

  @Test("the outermost title of a screen wins; a screen that hides its bar shows no title")
  func outermostTitleWins() throws {
    let harness = ParentHarness { TitledLibrary() }
    try harness.find(navigationLink: "Dune").tap()
    #expect(!harness.visibleTexts.contains("Inner"))
    try harness.find(toggle: "Hide bar").tap()
    #expect(harness.visibleTexts == ["Frank Herbert", "Hide bar"])
    let sheet = ParentHarness { TitledSheet() }
    try sheet.find(button: "Edit").tap()
    #expect(sheet.visibleTexts == ["Edit Book", "Save"])
  }
}

extension VisibleTextsTests {
  @Test("a compact date picker shows its date beside its label; a calendar or wheels show none")
  func datePickerShowsItsDate() throws {
    let harness = ParentHarness { Appointment() }
    #expect(
      harness.visibleTexts == [
        "Day", "Nov 26, 2026", "Starts", "Nov 26, 2026", "2:35\u{202F}PM", "Calendar",
      ])
    try harness.find(datePicker: "Day").setValue(Date(timeIntervalSince1970: 1_796_688_000))
    #expect(harness.visibleTexts.prefix(2) == ["Day", "Dec 8, 2026"])
    let german = ParentHarness {
      Appointment().environment(\.locale, Locale(identifier: "de_DE"))
    }
    #expect(german.visibleTexts.prefix(2) == ["Day", "26.11.2026"])
  }
}

extension VisibleTextsTests {
  @Test("a progress view shows its label and the label of its current value")
  func progressViewShowsItsValueLabel() {
    let harness = ParentHarness {
      ProgressView(value: 0.5) {
        Text("Upload")
      } currentValueLabel: {
        Text("50%")
      }
    }
    #expect(harness.visibleTexts == ["Upload", "50%"])
  }
}

private struct Appointment: View {
  @State private var day = Date(timeIntervalSince1970: 1_795_703_700)

  var body: some View {
    Form {
      DatePicker("Day", selection: $day, displayedComponents: .date)
      DatePicker("Starts", selection: $day)
      DatePicker("Calendar", selection: $day, displayedComponents: .date)
        .datePickerStyle(.graphical)
    }
  }
}

private struct TitledLibrary: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Dune") { BookPage() }
      }
      .navigationTitle("Library")
    }
  }
}

private struct BookPage: View {
  @State private var hidesBar = false

  var body: some View {
    VStack {
      Text("Frank Herbert").navigationTitle("Inner")
      Toggle("Hide bar", isOn: $hidesBar)
    }
    .navigationTitle("Dune by Herbert")
    .toolbar(hidesBar ? .hidden : .automatic, for: .navigationBar)
  }
}

private struct TitledSheet: View {
  @State private var editing = false

  var body: some View {
    NavigationStack {
      Button("Edit") { editing = true }
        .navigationTitle("Book")
        .sheet(isPresented: $editing) {
          NavigationStack {
            Button("Save") { editing = false }
              .navigationBarTitle("Edit Book", displayMode: .inline)
          }
        }
    }
  }
}

private struct SignUpForm: View {
  @State private var name = ""
  @State private var email = ""
  @State private var password = ""
  @State private var pin = ""
  @State private var age = 0
  @State private var bio = ""

  var body: some View {
    Form {
      TextField("Name", text: $name)
      TextField("Email", text: $email, prompt: Text("you@example.com"))
      SecureField("Password", text: $password)
      SecureField(text: $pin, prompt: Text("4 digits")) { Text("PIN") }
      LabeledContent("Age") {
        TextField("Age", value: $age, format: .number)
      }
      TextEditor(text: $bio)
    }
  }
}

private struct TabbedInbox: View {
  @State private var composing = false

  var body: some View {
    TabView {
      VStack {
        Text("Inbox")
        Text("3 unread")
          .contextMenu { Button("Mark all read") {} }
        Text("debug build").hidden()
        Menu("Options") {
          Button("Sort by date") {}
        }
        Button("Compose") { composing = true }
      }
      .swipeActions { Button("Delete") {} }
      .sheet(isPresented: $composing) {
        VStack {
          Text("New message")
          Button("Send") { composing = false }
        }
      }
      .tabItem { Text("Inbox") }
      Text("Archive is empty")
        .tabItem { Text("Archive") }
    }
  }
}
