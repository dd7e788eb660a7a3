import Testing

@testable import ViewProbe

/// Submitting fields (`onSubmit`, `submitScope`, `onCommit`), `onGeometryChange`, and the
/// attached content of `toolbarTitleMenu`.
@MainActor
@Suite("Submit and geometry", .viewProbe)
struct SubmitAndGeometryTests {
  @Test("onSubmit actions above a field run innermost first; a submitScope stops them")
  func submitRunsEnclosingActionsUpToAScope() throws {
    let log = SubmitLog()
    let harness = ParentHarness { SignUpForm(log: log) }
    try harness.find(textField: "Username").submit()
    #expect(log.entries == ["username", "form"])
    try harness.find(secureField: "Password").submit()
    #expect(log.entries == ["username", "form", "form"])
    let reports = try capturedReports { try harness.find(textField: "Tags").submit() }
    #expect(log.entries.count == 3)
    #expect(
      reports == [
        "submit() on the TextField \"Tags\" found no onSubmit(of: .text) above it (or it is inside "
          + "a blocking submitScope); SwiftUI runs nothing when such a field is submitted"
      ])
  }

  @Test("a search field's submission runs onSubmit(of: .search) only; text fields skip it")
  func searchSubmissionsAreSeparate() throws {
    let log = SubmitLog()
    let harness = ParentHarness { SearchScreen(log: log) }
    let search = try harness.find(textField: "Find a city")
    search.setInput("Oslo")
    search.submit()
    #expect(log.entries == ["search Oslo"])
    try harness.find(textField: "Note").submit()
    #expect(log.entries == ["search Oslo", "text"])
  }

  @Test("a deprecated onCommit runs on submit, before the onSubmit actions; a button refuses it")
  func onCommitAndRefusal() throws {
    let log = SubmitLog()
    let harness = ParentHarness {
      VStack {
        TextField("Name", text: .constant(""), onCommit: { log.entries.append("commit") })
          .onSubmit { log.entries.append("submit") }
        Button("Go") {}
      }
    }
    try harness.find(textField: "Name").submit()
    #expect(log.entries == ["commit", "submit"])
    let reports = try capturedReports { try harness.find(button: "Go").submit() }
    #expect(
      reports == [
        "submit() on the Button \"Go\" found a Button, which does not support it; only text, "
          + "secure and search fields are submitted"
      ])
  }

  @Test("a deprecated onEditingChanged hears editing begin on typing and end on submit")
  func onEditingChangedFollowsTyping() throws {
    let log = SubmitLog()
    let harness = ParentHarness { LegacyFields(log: log) }
    let name = try harness.find(textField: "Name")
    name.setInput("A")
    name.setInput("Ada")
    #expect(log.entries == ["name true"], "typing again does not begin editing again")
    try harness.find(textField: "City").setInput("Oslo")
    #expect(log.entries == ["name true", "name false", "city true"])
    try harness.find(textField: "City").submit()
    #expect(log.entries == ["name true", "name false", "city true", "city commit", "city false"])
    #expect(harness.texts.contains("editing: none"))
  }

  @Test("H08 focus moving ends editing: focus() into a field, or app code moving the focus state")
  func h08_focusMovingEndsEditing() throws {
    let log = SubmitLog()
    let harness = ParentHarness { LegacyFields(log: log) }
    try harness.find(textField: "Name").setInput("Ada")
    try harness.find(textField: "City").focus()
    #expect(log.entries == ["name true", "name false", "city true"])
    try harness.find(button: "Next").tap()
    #expect(log.entries == ["name true", "name false", "city true", "city false", "name true"])
    try harness.find(button: "Done").tap()
    #expect(log.entries.last == "name false")
    #expect(harness.texts.contains("editing: none"))
  }

  @Test("decision: onGeometryChange runs on appearance, then when a new size changes its value")
  func geometryChangeFollowsTheHarnessSize() {
    let harness = ParentHarness { WidthReader() }
    #expect(harness.texts == ["width 390 after 1 change(s), was 390"])
    harness.geometrySize = CGSize(width: 390, height: 500)
    #expect(harness.texts == ["width 390 after 1 change(s), was 390"])
    harness.geometrySize = CGSize(width: 1024, height: 768)
    #expect(harness.texts == ["width 1024 after 2 change(s), was 390"])
  }

  @Test("UIScreen.main.bounds is as large as the harness's geometrySize, where code asks")
  func screenBoundsFollowTheHarness() throws {
    let phone = ParentHarness { ScreenWidthButton() }
    let tablet = ParentHarness { ScreenWidthButton() }
    tablet.geometrySize = CGSize(width: 1024, height: 1366)
    try phone.find(button: "Measure").tap()
    try tablet.find(button: "Measure").tap()
    #expect(phone.texts.first == "screen 390 × 844")
    #expect(tablet.texts.first == "screen 1024 × 1366")
  }

  @Test("toolbarTitleMenu's items are in the tree and can be tapped")
  func titleMenuItemsTap() throws {
    // The title, and its menu, are drawn in the navigation bar of the stack around the screen.
    let harness = ParentHarness { NavigationStack { TitleMenuScreen() } }
    #expect(harness.texts == ["showing Inbox", "Inbox", "Archive"])
    try harness.find(button: "Archive").tap()
    #expect(harness.texts.first == "showing Archive")
  }

  @Test("ToolbarTitleMenu as toolbar content: its items are in the tree and can be tapped")
  func titleMenuContentTaps() throws {
    let harness = ParentHarness { NavigationStack { TitleMenuContentScreen() } }
    try harness.find(button: "Archive").tap()
    #expect(harness.texts.first == "showing Archive")
  }
}

private struct TitleMenuContentScreen: View {
  @State private var mailbox = "Inbox"

  var body: some View {
    Text("showing \(mailbox)")
      .toolbar {
        ToolbarTitleMenu {
          Button("Inbox") { mailbox = "Inbox" }
          Button("Archive") { mailbox = "Archive" }
        }
      }
      .background()
  }
}

/// Reads the screen's size when asked, as layout code sized by `UIScreen` does.
private struct ScreenWidthButton: View {
  @State private var measured = ""

  var body: some View {
    Text(measured)
    Button("Measure") {
      let bounds = UIScreen.main.bounds
      measured = "screen \(Int(bounds.width)) × \(Int(bounds.height))"
    }
  }
}

@MainActor
private final class SubmitLog {
  var entries: [String] = []
}

private struct SignUpForm: View {
  let log: SubmitLog
  @State private var username = ""
  @State private var password = ""
  @State private var tags = ""

  var body: some View {
    Form {
      TextField("Username", text: $username)
        .onSubmit { log.entries.append("username") }
      SecureField("Password", text: $password)
      TextField("Tags", text: $tags)
        .submitScope()
    }
    .onSubmit { log.entries.append("form") }
  }
}

private struct SearchScreen: View {
  let log: SubmitLog
  @State private var query = ""
  @State private var note = ""

  var body: some View {
    NavigationStack {
      List {
        TextField("Note", text: $note)
      }
      .searchable(text: $query, prompt: "Find a city")
      .onSubmit(of: .search) { log.entries.append("search \(query)") }
      .onSubmit { log.entries.append("text") }
    }
  }
}

private struct WidthReader: View {
  @State private var width: CGFloat = 0
  @State private var previous: CGFloat = 0
  @State private var changes = 0

  var body: some View {
    Text("width \(Int(width)) after \(changes) change(s), was \(Int(previous))")
      .onGeometryChange(for: CGFloat.self) { proxy in
        proxy.size.width
      } action: { old, new in
        previous = old
        width = new
        changes += 1
      }
  }
}

private struct TitleMenuScreen: View {
  @State private var mailbox = "Inbox"

  var body: some View {
    Text("showing \(mailbox)")
      .toolbarTitleMenu {
        Button("Inbox") { mailbox = "Inbox" }
        Button("Archive") { mailbox = "Archive" }
      }
  }
}

/// `CGAffineTransform` (declared by ViewProbe where CoreGraphics is missing) and the `Path`
/// operations that use it, as shapes that rotate petals or move subpaths write them.
@Suite("Affine transforms and paths")
struct AffineTransformTests {
  private func close(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool {
    abs(lhs.x - rhs.x) < 1e-9 && abs(lhs.y - rhs.y) < 1e-9
  }

  @Test("a rotation then a translation moves a point as CoreGraphics does; inverted undoes it")
  func concatenationOrderAndInverse() {
    let rotation = CGAffineTransform(rotationAngle: .pi / 2)
    let moved = rotation.concatenating(CGAffineTransform(translationX: 10, y: 0))
    #expect(close(CGPoint(x: 1, y: 0).applying(moved), CGPoint(x: 10, y: 1)))
    #expect(close(CGPoint(x: 10, y: 1).applying(moved.inverted()), CGPoint(x: 1, y: 0)))
    #expect(
      CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 2, y: 3))
        == CGRect(x: 0, y: 0, width: 4, height: 3))
    #expect(CGAffineTransform.identity.isIdentity && !rotation.isIdentity)
  }

  @Test("Path.applying and addPath record the transformed elements; the identity changes nothing")
  func pathTransforms() {
    let petal = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 40))
    #expect(petal.applying(.identity) == petal)
    #expect(petal.offsetBy(dx: 0, dy: 0) == petal)
    let turned = petal.applying(CGAffineTransform(rotationAngle: .pi / 8))
    #expect(turned != petal && !turned.isEmpty)
    var flower = Path()
    flower.addPath(petal)
    flower.addPath(petal, transform: CGAffineTransform(rotationAngle: .pi / 8))
    #expect(flower.elements.count == 2)
    #expect(flower.elements.last == turned.elements.first)
  }
}

/// The deprecated links driven by a binding, as code written before iOS 16 uses them.
@MainActor
@Suite("Binding-driven navigation links", .viewProbe)
struct BoundNavigationLinkTests {
  @Test("H05 a link with isActive pushes while it is true; a tap sets it, dismiss clears it")
  func isActiveLink() throws {
    let harness = ParentHarness { LegacyLinks() }
    #expect(harness.texts.contains("active false, selection none"))
    try harness.find(navigationLink: "Open detail").tap()
    #expect(harness.texts.contains("active true, selection none"))
    try harness.find(button: "detail +1").tap()
    #expect(harness.texts.contains("detail 1"))
    try harness.find(button: "Back detail").tap()
    #expect(harness.texts.contains("active false, selection none"))
    #expect(!harness.texts.contains("detail 1"))
    try harness.find(button: "Programmatic").tap()
    #expect(harness.texts.contains("detail 0"))
  }

  @Test("H05 a link with tag and selection pushes while the selection is its tag")
  func taggedLink() throws {
    let harness = ParentHarness { LegacyLinks() }
    try harness.find(navigationLink: "Open A").tap()
    #expect(harness.texts.contains("active false, selection a"))
    #expect(harness.texts.contains("A 0"))
    try harness.find(button: "Back A").tap()
    #expect(harness.texts.contains("active false, selection none"))
    #expect(!harness.texts.contains("A 0"))
  }
}

private struct LegacyLinks: View {
  @State private var showDetail = false
  @State private var selection: String?

  var body: some View {
    NavigationView {
      VStack {
        NavigationLink(destination: PushedCounter(name: "detail"), isActive: $showDetail) {
          Text("Open detail")
        }
        NavigationLink(
          "Open A", destination: PushedCounter(name: "A"), tag: "a", selection: $selection)
        Text("active \(showDetail), selection \(selection ?? "none")")
        Button("Programmatic") { showDetail = true }
      }
    }
  }
}

private struct PushedCounter: View {
  let name: String
  @State private var count = 0
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Text("\(name) \(count)")
    Button("\(name) +1") { count += 1 }
    Button("Back \(name)") { dismiss() }
  }
}

private struct LegacyFields: View {
  let log: SubmitLog
  enum Field { case name, city }
  @FocusState private var focus: Field?
  @State private var name = ""
  @State private var city = ""
  @State private var editing = "none"

  var body: some View {
    VStack {
      TextField(
        "Name", text: $name,
        onEditingChanged: { began in
          log.entries.append("name \(began)")
          editing = began ? "name" : "none"
        }
      )
      .focused($focus, equals: .name)
      TextField(
        "City", text: $city,
        onEditingChanged: { began in
          log.entries.append("city \(began)")
          editing = began ? "city" : "none"
        },
        onCommit: { log.entries.append("city commit") }
      )
      .focused($focus, equals: .city)
      Text("editing: \(editing)")
      Button("Next") { focus = focus == .city ? .name : .city }
      Button("Done") { focus = nil }
    }
  }
}
