import Foundation
import Testing
import UniformTypeIdentifiers

@testable import ViewProbe

// iOS 18's document launch screen: `DocumentLaunchView` (a view that opens files and shows each in
// a view of the app's), its `NewDocumentButton`s, and `DocumentGroupLaunchScene`, the launch
// screen beside a `DocumentGroup`, which is not the scene a harness hosts.

/// The view a launch view opens a file in: the file's name, its text, and state of its own.
private struct LaunchedBook: View {
  let url: URL
  @State private var pages = 0

  var body: some View {
    Text(url.lastPathComponent)
    Text("text: " + ((try? String(contentsOf: url, encoding: .utf8)) ?? "?"))
    Button("Pages: \(pages)") { pages += 1 }
  }
}

/// A launch view for plain-text books, its actions given by `actions`.
private func bookLaunchView<Actions: View>(@ViewBuilder actions: () -> Actions) -> some View {
  DocumentLaunchView("Books", for: [.plainText], actions) { url in LaunchedBook(url: url) }
}

/// The launch screen's scene declared first, as Apple's examples declare it, then the group.
private struct LaunchNotesApp: App {
  var body: some Scene {
    DocumentGroupLaunchScene("My Notes") {
      NewDocumentButton(Text("Start Writing"))
    }
    DocumentGroup(newDocument: NoteDocument(text: "first page")) { file in
      TextField("Note", text: file.$document.text)
    }
  }
}

/// The launch scene only where the platform has it (an app that also runs on iOS 17), before
/// the group.
private struct AvailableLaunchApp: App {
  var body: some Scene {
    if #available(iOS 18, macOS 15, *) {
      DocumentGroupLaunchScene("Notes") { NewDocumentButton(Text("New Note")) }
        .environment(\.locale, Locale(identifier: "en_GB"))
    }
    DocumentGroup(newDocument: NoteDocument(text: "draft")) { file in
      TextField("Note", text: file.$document.text)
    }
  }
}

/// The launch scene and the group in a `Group` of scenes, titled and given an environment value
/// together.
private struct GroupedScenesApp: App {
  var body: some Scene {
    Group {
      DocumentGroupLaunchScene("Notes") { NewDocumentButton(Text("New Note")) }
      DocumentGroup(newDocument: NoteDocument(text: "grouped")) { file in
        LocaleLabel()
      }
    }
    .documentLaunchTitle(Text("My Notes"))
    .environment(\.locale, Locale(identifier: "de_DE"))
  }
}

private struct LocaleLabel: View {
  @Environment(\.locale) private var locale
  var body: some View { Text("locale \(locale.identifier)") }
}

/// An app whose only scene is its launch screen.
private struct LaunchOnlyApp: App {
  var body: some Scene {
    DocumentGroupLaunchScene("Sketches").documentLaunchSubtitle(Text("Draw anything"))
  }
}

@MainActor
@Suite(
  "Document launch screens: DocumentLaunchView, NewDocumentButton, the launch scene", .viewProbe)
struct DocumentLaunchTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("viewprobe-launch-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  private func file(_ name: String, _ text: String) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test("a launch view shows its title and actions until a document is open")
  func launchScreenShowsTitleAndActions() throws {
    let harness = ParentHarness {
      bookLaunchView { NewDocumentButton("Start New Book") }
        .documentLaunchSubtitle(Text("Your library"))
    }
    #expect(harness.visibleTexts == ["Books", "Your library", "Start New Book"])
    let retitled = ParentHarness {
      bookLaunchView { DefaultDocumentGroupLaunchActions() }.documentLaunchTitle(Text("Shelf"))
    }
    #expect(retitled.visibleTexts == ["Shelf", "Create Document"])
  }

  @Test("A11: a new-document button opens an empty file, each document a new view")
  func a11_newDocumentButtonOpensAnEmptyFile() async throws {
    let harness = ParentHarness { bookLaunchView { NewDocumentButton("Start New Book") } }
    try harness.find(button: "Start New Book").tap()
    #expect(harness.visibleTexts == ["Untitled.txt", "text: ", "Pages: 0"])
    try harness.find(button: "Pages: 0").tap()
    #expect(harness.visibleTexts.last == "Pages: 1")
    let first = try #require(harness.documentLaunchURL)
    #expect(try Data(contentsOf: first).isEmpty)
    try await harness.closeDocument()
    #expect(harness.visibleTexts == ["Books", "Start New Book"])
    try harness.find(button: "Start New Book").tap()
    #expect(harness.visibleTexts == ["Untitled 2.txt", "text: ", "Pages: 0"])
    #expect(
      harness.documentLaunchURL?.deletingLastPathComponent() == first.deletingLastPathComponent())
  }

  @Test(
    "prepareDocumentURL: its file opens; nil opens an empty one; a throw or a cancel opens none")
  func preparedFilesOpen() async throws {
    let template = try file("Letter.txt", "Dear reader")
    var answer: Result<URL?, any Error> = .success(template)
    let harness = ParentHarness {
      bookLaunchView {
        NewDocumentButton("From Template", contentType: .plainText) { try answer.get() }
      }
    }
    try harness.find(button: "From Template").tap()
    await harness.settle()
    #expect(harness.visibleTexts == ["Letter.txt", "text: Dear reader", "Pages: 0"])
    try await harness.closeDocument()
    answer = .success(nil)
    try harness.find(button: "From Template").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "Untitled.txt")
    try await harness.closeDocument()
    answer = .failure(CancellationError())
    try harness.find(button: "From Template").tap()
    await harness.settle()
    #expect(harness.visibleTexts == ["Books", "From Template"])
    #expect(harness.warnings.isEmpty)
    answer = .failure(CocoaError(.fileNoSuchFile))
    try harness.find(button: "From Template").tap()
    await harness.settle()
    #expect(harness.visibleTexts == ["Books", "From Template"])
    #expect(harness.warnings.count == 1)
    #expect(
      harness.warnings.first?.hasPrefix(
        "NewDocumentButton \"From Template\": prepareDocumentURL threw") == true)
  }

  @Test(
    "A11: the harness opens files in a launch view, each a new view, and goes back; saving is the view's own code"
  )
  func a11_harnessOpensAndCloses() async throws {
    let harness = ParentHarness { bookLaunchView { NewDocumentButton("Start New Book") } }
    try await harness.openDocument(at: try file("Moby.txt", "Call me Ishmael."))
    #expect(harness.visibleTexts == ["Moby.txt", "text: Call me Ishmael.", "Pages: 0"])
    try harness.find(button: "Pages: 0").tap()
    // Another file opened over it is a new view, its state afresh (A11).
    try await harness.openDocument(at: try file("Emma.txt", "Emma Woodhouse"))
    #expect(harness.visibleTexts == ["Emma.txt", "text: Emma Woodhouse", "Pages: 0"])
    await expectIssueAsync(
      startingWith: "saveDocument(to:) found a document a DocumentLaunchView opened"
    ) {
      try? await harness.saveDocument()
    }
    #expect(!harness.documentHasUnsavedChanges)
    try await harness.closeDocument()
    #expect(harness.visibleTexts == ["Books", "Start New Book"])
    let cover = try file("Cover.png", "x")
    await expectIssueAsync(
      startingWith: "openDocument(at:) was given Cover.png, of type public.png, which is not a type"
    ) {
      try? await harness.openDocument(at: cover)
    }
    try await harness.createDocument()
    #expect(harness.visibleTexts.first == "Untitled.txt")
    let twoTabs = ParentHarness {
      TabView {
        bookLaunchView { NewDocumentButton("New Book") }.tabItem { Text("Books") }
        bookLaunchView { NewDocumentButton("New Note") }.tabItem { Text("Notes") }
      }
    }
    await expectIssueAsync(
      startingWith: "openDocument(at:) found 2 document groups and launch views: the harness "
        + "drives one"
    ) {
      try? await twoTabs.openDocument(at: cover)
    }
  }

  @Test(
    "a launch scene declared before the group is the group's launch screen, not the scene shown")
  func launchSceneIsNotTheHostedScene() throws {
    let harness = ParentHarness(app: LaunchNotesApp.self)
    #expect(harness.visibleTexts == ["first page"])
    #expect(try harness.find(textField: "Note").text == "first page")
  }

  @Test("a launch scene in an if #available block, with scene modifiers, is passed over too")
  func availableLaunchSceneIsPassedOver() throws {
    let harness = ParentHarness(app: AvailableLaunchApp.self)
    #expect(try harness.find(textField: "Note").text == "draft")
  }

  @Test("a Group of scenes hosts the group inside it, with the modifiers given to the Group")
  func groupOfScenes() throws {
    let harness = ParentHarness(app: GroupedScenesApp.self)
    #expect(harness.visibleTexts == ["locale de_DE"])
  }

  @Test("a new-document button no launch view holds is refused, naming the harness step")
  func buttonOutsideALaunchViewIsRefused() throws {
    let harness = ParentHarness(app: LaunchOnlyApp.self)
    #expect(harness.visibleTexts == ["Sketches", "Draw anything", "Create Document"])
    expectIssue(
      startingWith: "NewDocumentButton \"Create Document\" was tapped where no DocumentLaunchView "
        + "holds it"
    ) {
      try? harness.find(button: "Create Document").tap()
    }
    let grouped = ParentHarness {
      bookLaunchView { NewDocumentButton(Text("Note"), for: NoteDocument.self) }
    }
    expectIssue(
      startingWith: "NewDocumentButton \"Note\" creates a NoteDocument for a DocumentGroup"
    ) {
      try? grouped.find(button: "Note").tap()
    }
    #expect(grouped.visibleTexts == ["Books", "Note"])
  }

  @Test("the label and source forms: a Text label, a creation source, a key with a source")
  func labelAndSourceForms() async throws {
    let harness = ParentHarness {
      bookLaunchView {
        NewDocumentButton(Text("Plain"), contentType: .plainText)
        NewDocumentButton(source: DocumentCreationSource(id: "outline"))
        NewDocumentButton(
          "Outline", contentType: .plainText, source: DocumentCreationSource(id: "outline"))
      }
    }
    #expect(harness.visibleTexts == ["Books", "Plain", "Create Document", "Outline"])
    try harness.find(button: "Create Document").tap()
    #expect(harness.visibleTexts.first == "Untitled.txt")
    try await harness.closeDocument()
    try harness.find(button: "Outline").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "Untitled 2.txt")
  }

  @Test("accessory views are built with the screen's frame")
  func accessoriesSeeTheScreen() throws {
    let harness = ParentHarness {
      DocumentLaunchView(
        "Books", for: [.plainText], backgroundStyle: .blue,
        { NewDocumentButton("New") }, onDocumentOpen: { LaunchedBook(url: $0) },
        backgroundAccessoryView: { Text("behind \(Int($0.frame.width))") },
        overlayAccessoryView: { Text("over \(Int($0.titleViewFrame.width))") })
    }
    harness.geometrySize = CGSize(width: 390, height: 844)
    harness.reRender()
    #expect(harness.visibleTexts == ["behind 390", "Books", "New", "over 0"])
    // The accessories are decoration: the actions beneath the one over the title take taps.
    try harness.find(button: "New").tap()
    #expect(harness.visibleTexts.first == "Untitled.txt")
  }
}

extension ParentHarness {
  /// The file the launch view in the tree shows (tests only).
  fileprivate var documentLaunchURL: URL? {
    core.graph.nodesCarrying(_DocumentSessionCarrier.self).lazy
      .compactMap { $0.modifier.session as? DocumentLaunchSession }.first?.openURL
  }
}
