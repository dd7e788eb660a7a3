import Foundation
import Testing
import ViewProbe

#if !os(iOS) && !os(tvOS) && !os(visionOS)
  /// UIKit wrapped in SwiftUI: a representable's coordinator and UIKit object are made once per
  /// identity, updated after they are made and whenever the representable's inputs, environment
  /// or observed properties change, and dismantled when the identity leaves; the coordinator
  /// carries UIKit's events back through bindings.
  @MainActor
  @Suite("UIViewRepresentable and UIViewControllerRepresentable", .viewProbe)
  struct RepresentableTests {
    @Test("A01 E02 the coordinator, then the view, are made once per identity; an update follows")
    func a01_representableMadeOncePerIdentity() throws {
      let log = RepresentableLog()
      let harness = ParentHarness { NotesScreen(log: log) }
      #expect(log.events == ["coordinator", "make", "update draft"])
      let textView = try harness.uiView(of: NotesEditor.self)
      #expect(textView.text == "draft")
      #expect(try harness.coordinator(of: NotesEditor.self).log === log)
      // A parent re-render that hands the editor equal inputs does not update it (E02).
      try harness.find(button: "Tap").tap()
      #expect(harness.texts.contains("taps 1"))
      #expect(log.events == ["coordinator", "make", "update draft"])
      #expect(try harness.uiView(of: NotesEditor.self) === textView)
      #expect(harness.bodyCount(of: NotesEditor.self) == 1)
    }

    @Test("B01 typing reaches the owner through the coordinator's binding; an update follows")
    func b01_typingWritesThroughTheCoordinator() throws {
      let log = RepresentableLog()
      let harness = ParentHarness { NotesScreen(log: log) }
      let textView = try harness.uiView(of: NotesEditor.self)
      textView.becomeFirstResponder()
      textView.insertText(" plan")
      #expect(harness.texts.contains("saved: draft plan"))
      #expect(log.events.suffix(3) == ["began", "changed", "update draft plan"])
      textView.deleteBackward()
      #expect(harness.texts.contains("saved: draft pla"))
      #expect(textView.text == "draft pla")
      // A changed input updates the view it made; the same view is kept.
      try harness.find(button: "Lock").tap()
      #expect(!textView.isEditable)
      textView.insertText("n")
      #expect(textView.text == "draft pla")
      #expect(harness.renderCauses(of: NotesEditor.self).last?.causes.first?.kind == .input)
    }

    @Test("A07 A11 a new identity dismantles the old view and makes a new one; removal dismantles")
    func a07_newIdentityDismantlesTheRepresentable() throws {
      let log = RepresentableLog()
      let harness = ParentHarness { NotesScreen(log: log) }
      let first = try harness.uiView(of: NotesEditor.self)
      try harness.find(button: "New editor").tap()
      let second = try harness.uiView(of: NotesEditor.self)
      #expect(second !== first)
      #expect(log.events.filter { $0 == "make" }.count == 2)
      #expect(log.events.filter { $0 == "coordinator" }.count == 2)
      #expect(log.dismantled.count == 1 && log.dismantled[0] === first)
      try harness.find(button: "Hide").tap()
      #expect(log.dismantled.count == 2 && log.dismantled[1] === second)
      #expect(throws: ProbeError.self) { try harness.uiView(of: NotesEditor.self) }
    }

    @Test("A12 A11 representables in rows follow their element; a deleted row's is dismantled")
    func a12_representablesInRowsFollowTheirElements() throws {
      let log = RepresentableLog()
      let harness = ParentHarness { NoteRows(log: log) }
      let second = try harness.find(row: "b").uiView(of: NotesEditor.self)
      #expect(second.text == "b")
      try harness.find(button: "Reverse").tap()
      #expect(try harness.find(row: "b").uiView(of: NotesEditor.self) === second)
      try harness.find(row: "a").find(text: "row a").delete()
      #expect(log.dismantled.count == 1 && log.dismantled[0] !== second)
      #expect(try harness.find(row: "b").uiView(of: NotesEditor.self) === second)
      #expect(log.events.filter { $0 == "make" }.count == 3)
    }

    @Test("A02 A11 a representable value shown twice makes two views; stored and shown again, anew")
    func a02_representableValueShownTwiceAndAgain() throws {
      let log = RepresentableLog()
      let harness = ParentHarness { TwiceShown(log: log) }
      let views = harness.findAll(NotesEditor.self).map { try? $0.uiView(of: NotesEditor.self) }
      #expect(views.count == 2 && views[0] !== views[1])
      #expect(log.events.filter { $0 == "make" }.count == 2)
      try harness.find(button: "Toggle").tap()
      #expect(log.dismantled.count == 2)
      try harness.find(button: "Toggle").tap()
      #expect(log.events.filter { $0 == "make" }.count == 4)
    }

    @Test("A01 a representable thousands of views deep is made once and reached by its type")
    func a01_deepRepresentable() throws {
      let log = RepresentableLog()
      let harness = ParentHarness { Nested(depth: 3_000, log: log) }
      #expect(try harness.uiView(of: NotesEditor.self).text == "deep")
      harness.reRender()
      #expect(log.events.filter { $0 == "make" }.count == 1)
    }

    @Test("asking for a representable that is not in the tree throws, naming what is there")
    func absentRepresentableThrows() {
      let harness = ParentHarness { PagesScreen() }
      #expect(throws: ProbeError.self) { try harness.uiView(of: MeterLabel.self) }
      #expect(throws: ProbeError.self) { try harness.coordinator(of: PhotoPicker.self) }
    }

    @Test("D03 an environment change updates the view: its context has the new environment")
    func d03_environmentChangeUpdatesTheRepresentable() throws {
      let log = RepresentableLog()
      let harness = ParentHarness { NotesScreen(log: log) }
      let textView = try harness.uiView(of: NotesEditor.self)
      #expect(textView.isSelectable)
      try harness.find(button: "Disable").tap()
      #expect(!textView.isSelectable)
      #expect(harness.renderCauses(of: NotesEditor.self).last?.causes.first?.kind == .environment)
    }

    @Test("C01 an observable property read in the update updates it again; the parent stays")
    func c01_observedPropertyUpdatesTheRepresentable() throws {
      let meter = Meter()
      let harness = ParentHarness { MeterScreen(meter: meter) }
      let label = try harness.uiView(of: MeterLabel.self)
      #expect(label.text == "0 %")
      meter.level = 40
      #expect(harness.bodyCount(of: MeterLabel.self) == 2)
      #expect(label.text == "40 %")
      // The label is on screen, but it is no `Text` of the tree.
      #expect(harness.visibleTexts == ["40 %"] && harness.texts.isEmpty)
      #expect(harness.bodyCount(of: MeterScreen.self) == 1)
      meter.unread = 3
      #expect(harness.bodyCount(of: MeterLabel.self) == 2)
    }

    @Test("A16 writing state in updateUIView warns, as a body's write does")
    func a16_writingStateInUpdateUIViewWarns() {
      let harness = ParentHarness { EchoScreen() }
      harness.expectWarning("Modifying state during view update")
      #expect(harness.bodyCount(of: EchoField.self) == 1)
    }

    @Test("H01 a view controller loads and appears when made; a pick dismisses its sheet")
    func h01_pickerControllerLifecycle() throws {
      let harness = ParentHarness { PhotoScreen() }
      try harness.find(button: "Choose photo").tap()
      let picker = try harness.uiViewController(of: PhotoPicker.self)
      #expect(picker.sourceType == .photoLibrary)
      let coordinator = try harness.coordinator(of: PhotoPicker.self)
      #expect(coordinator.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
      let photo = try #require(UIImage(data: Data([1, 2, 3])))
      picker.delegate?.imagePickerController(
        picker, didFinishPickingMediaWithInfo: [.originalImage: photo])
      #expect(harness.texts == ["photo: \(photo.description)", "Choose photo"])
      #expect(
        coordinator.calls == [
          "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
          "viewDidDisappear", "dismantled",
        ])
    }

    @Test("A01 SwiftUI hosted inside UIKit is rendered: its state lives while its controller does")
    func a01_hostedSwiftUIViewKeepsItsState() throws {
      let harness = ParentHarness { HostingScreen() }
      #expect(harness.visibleTexts == ["taps 0", "Add", "Re-render"])
      try harness.find(button: "Add").tap()
      try harness.find(button: "Re-render").tap()
      #expect(harness.visibleTexts == ["taps 1", "Add", "Re-render"])
      #expect(
        try harness.find(text: "taps 1").path.hasPrefix("HostingScreen › VStack › HostedPanel"))
    }

    @Test("a page UIKit turns by itself is on screen; the page turned away keeps its state")
    func pageTurnedByUIKitAloneIsShown() throws {
      let harness = ParentHarness { SilentPager() }
      #expect(harness.visibleTexts == ["first page: 0 likes", "Like"])
      try harness.find(button: "Like").tap()
      let pager = try harness.find(SilentPager.self)
      pager.drag(by: CGSize(width: -300, height: 0))
      #expect(harness.visibleTexts == ["second page: 0 likes", "Like"])
      // The first page is kept while its controller lives, out of sight and out of reach.
      #expect(harness.texts.contains("first page: 1 likes"))
      #expect(harness.findAll(button: "Like").count == 2)
      try harness.find(button: "Like").tap()
      pager.drag(by: CGSize(width: 300, height: 0))
      #expect(harness.visibleTexts == ["first page: 1 likes", "Like"])
      #expect(harness.texts.contains("second page: 1 likes"))
      #expect(harness.bodyCount(of: SilentPager.self) == 1)
    }

    @Test("B01 a UIKit search bar's typing filters a SwiftUI list; a pinch zooms a scroll view")
    func b01_searchBarAndZoomWriteBindings() throws {
      let harness = ParentHarness { TeaFinder() }
      let bar = try harness.uiView(of: TeaSearchBar.self)
      #expect(harness.visibleTexts == ["Search teas", "Sencha", "Assam", "zoom 100 %"])
      bar.searchTextField.insertText("sa")
      #expect(harness.visibleTexts == ["sa", "Assam", "zoom 100 %"])
      bar.searchTextField.insertText("\n")
      #expect(try harness.coordinator(of: TeaSearchBar.self).searches == 1)
      let zoom = try harness.uiView(of: ZoomPanel.self)
      zoom.setZoomScale(9, animated: true)
      #expect(harness.visibleTexts.last == "zoom 300 %")
    }

    @Test("D06 a hosted view starts from the window's environment, not the representable's")
    func d06_hostedViewDoesNotInheritTheEnvironment() {
      expectIssue(startingWith: "No ObservableObject of type HostedTheme found") {
        _ = ParentHarness { HostedPanel(content: ThemedLabel()).environmentObject(HostedTheme()) }
      }
    }

    @Test("B01 a UIKit control's action writes a binding: page dots drive a SwiftUI page")
    func b01_controlActionWritesTheBinding() throws {
      let harness = ParentHarness { PagesScreen() }
      let dots = try harness.uiView(of: PageDots.self)
      #expect(dots.numberOfPages == 3 && dots.currentPage == 0)
      dots.currentPage = 2
      #expect(harness.texts == ["page 0", "Reset"])
      dots.sendActions(for: .valueChanged)
      #expect(harness.texts == ["page 2", "Reset"])
      try harness.find(button: "Reset").tap()
      #expect(harness.texts == ["page 0", "Reset"])
      #expect(dots.currentPage == 0)
    }
  }

  // MARK: Fixtures

  @MainActor
  private final class RepresentableLog {
    var events: [String] = []
    var dismantled: [UITextView] = []
  }

  private struct NotesEditor: UIViewRepresentable {
    @Binding var text: String
    var isEditable: Bool
    let log: RepresentableLog

    func makeCoordinator() -> Coordinator {
      log.events.append("coordinator")
      return Coordinator(text: $text, log: log)
    }

    func makeUIView(context: Context) -> UITextView {
      log.events.append("make")
      let view = UITextView()
      view.delegate = context.coordinator
      return view
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
      log.events.append("update \(text)")
      context.coordinator.text = $text
      if uiView.text != text { uiView.text = text }
      uiView.isEditable = isEditable
      uiView.isSelectable = context.environment.isEnabled
    }

    static func dismantleUIView(_ uiView: UITextView, coordinator: Coordinator) {
      coordinator.log.dismantled.append(uiView)
    }

    final class Coordinator: NSObject, UITextViewDelegate {
      var text: Binding<String>
      let log: RepresentableLog

      init(text: Binding<String>, log: RepresentableLog) {
        self.text = text
        self.log = log
      }

      func textViewDidBeginEditing(_ textView: UITextView) { log.events.append("began") }

      func textViewDidChange(_ textView: UITextView) {
        log.events.append("changed")
        text.wrappedValue = textView.text
      }
    }
  }

  private struct NotesScreen: View {
    let log: RepresentableLog
    @State private var text = "draft"
    @State private var locked = false
    @State private var disabled = false
    @State private var taps = 0
    @State private var editorID = 0
    @State private var showsEditor = true

    var body: some View {
      VStack {
        Text("saved: \(text)")
        Text("taps \(taps)")
        if showsEditor {
          NotesEditor(text: $text, isEditable: !locked, log: log)
            .id(editorID)
            .disabled(disabled)
        }
        Button("Lock") { locked = true }
        Button("Disable") { disabled = true }
        Button("Tap") { taps += 1 }
        Button("New editor") { editorID += 1 }
        Button("Hide") { showsEditor = false }
      }
    }
  }

  private struct TwiceShown: View {
    let log: RepresentableLog
    @State private var shown = true

    var body: some View {
      let editor = NotesEditor(text: .constant("twice"), isEditable: true, log: log)
      VStack {
        if shown {
          editor
          editor
        }
        Button("Toggle") { shown.toggle() }
      }
    }
  }

  private struct Nested: View {
    let depth: Int
    let log: RepresentableLog

    var body: some View {
      if depth == 0 {
        NotesEditor(text: .constant("deep"), isEditable: true, log: log)
      } else {
        Nested(depth: depth - 1, log: log)
      }
    }
  }

  private struct NoteRows: View {
    let log: RepresentableLog
    @State private var notes = ["a", "b", "c"]

    var body: some View {
      List {
        ForEach(notes, id: \.self) { note in
          VStack {
            Text("row \(note)")
            NotesEditor(text: .constant(note), isEditable: true, log: log)
          }
        }
        .onDelete { notes.remove(atOffsets: $0) }
        Button("Reverse") { notes.reverse() }
      }
    }
  }

  @Observable
  private final class Meter {
    var level = 0
    var unread = 0
  }

  private struct MeterLabel: UIViewRepresentable {
    let meter: Meter

    func makeUIView(context: Context) -> UILabel { UILabel() }

    func updateUIView(_ uiView: UILabel, context: Context) {
      uiView.text = "\(meter.level) %"
    }
  }

  private struct MeterScreen: View {
    let meter: Meter
    var body: some View { MeterLabel(meter: meter) }
  }

  private struct EchoField: UIViewRepresentable {
    @Binding var echoed: String

    func makeUIView(context: Context) -> UITextField { UITextField() }

    func updateUIView(_ uiView: UITextField, context: Context) {
      echoed = uiView.text ?? ""
    }
  }

  private struct EchoScreen: View {
    @State private var echoed = "start"
    var body: some View { EchoField(echoed: $echoed) }
  }

  private struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var photo: UIImage?
    @Environment(\.dismiss) private var dismiss

    func makeUIViewController(context: Context) -> RecordingPicker {
      let picker = RecordingPicker()
      picker.coordinator = context.coordinator
      picker.delegate = context.coordinator
      return picker
    }

    func updateUIViewController(_ uiViewController: RecordingPicker, context: Context) {
      context.coordinator.parent = self
    }

    static func dismantleUIViewController(
      _ uiViewController: RecordingPicker, coordinator: Coordinator
    ) {
      coordinator.calls.append("dismantled")
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate,
      UINavigationControllerDelegate
    {
      var parent: PhotoPicker
      var calls: [String] = []

      init(parent: PhotoPicker) { self.parent = parent }

      func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
      ) {
        parent.photo = info[.originalImage] as? UIImage
        parent.dismiss()
      }
    }
  }

  private final class RecordingPicker: UIImagePickerController {
    weak var coordinator: PhotoPicker.Coordinator?

    override func viewDidLoad() {
      super.viewDidLoad()
      coordinator?.calls.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { coordinator?.calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { coordinator?.calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) {
      coordinator?.calls.append("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      coordinator?.calls.append("viewDidDisappear")
    }
  }

  private struct PhotoScreen: View {
    @State private var photo: UIImage?
    @State private var picking = false

    var body: some View {
      VStack {
        Text("photo: \(photo?.description ?? "none")")
        Button("Choose photo") { picking = true }
      }
      .sheet(isPresented: $picking) { PhotoPicker(photo: $photo) }
    }
  }

  private struct PageDots: UIViewRepresentable {
    let count: Int
    @Binding var page: Int

    func makeUIView(context: Context) -> UIPageControl {
      let control = UIPageControl()
      control.numberOfPages = count
      control.addAction(
        UIAction { action in
          guard let control = action.sender as? UIPageControl else { return }
          context.coordinator.page.wrappedValue = control.currentPage
        }, for: .valueChanged)
      return control
    }

    func updateUIView(_ uiView: UIPageControl, context: Context) {
      context.coordinator.page = $page
      uiView.currentPage = page
    }

    func makeCoordinator() -> Coordinator { Coordinator(page: $page) }

    final class Coordinator {
      var page: Binding<Int>
      init(page: Binding<Int>) { self.page = page }
    }
  }

  private struct HostedPanel<Content: View>: UIViewControllerRepresentable {
    let content: Content

    func makeUIViewController(context: Context) -> UINavigationController {
      UINavigationController(rootViewController: UIHostingController(rootView: content))
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
  }

  private struct TapCard: View {
    @State private var taps = 0
    var body: some View {
      VStack {
        Text("taps \(taps)")
        Button("Add") { taps += 1 }
      }
    }
  }

  private struct HostingScreen: View {
    @State private var renders = 0
    var body: some View {
      VStack {
        HostedPanel(content: TapCard())
        Button("Re-render") { renders += 1 }
      }
    }
  }

  private struct SilentPager: UIViewControllerRepresentable {
    func makeCoordinator() -> Pages { Pages() }

    func makeUIViewController(context: Context) -> UIPageViewController {
      let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      pager.dataSource = context.coordinator
      pager.setViewControllers(
        [context.coordinator.pages[0]], direction: .forward, animated: false)
      return pager
    }

    func updateUIViewController(_ pager: UIPageViewController, context: Context) {}

    final class Pages: NSObject, UIPageViewControllerDataSource {
      let pages = [
        UIHostingController(rootView: LikeCard(title: "first page")),
        UIHostingController(rootView: LikeCard(title: "second page")),
      ]

      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
      ) -> UIViewController? {
        viewController === pages[1] ? pages[0] : nil
      }

      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
      ) -> UIViewController? {
        viewController === pages[0] ? pages[1] : nil
      }
    }
  }

  private struct LikeCard: View {
    let title: String
    @State private var likes = 0
    var body: some View {
      VStack {
        Text("\(title): \(likes) likes")
        Button("Like") { likes += 1 }
      }
    }
  }

  private struct TeaSearchBar: UIViewRepresentable {
    @Binding var query: String

    func makeCoordinator() -> Coordinator { Coordinator(query: $query) }

    func makeUIView(context: Context) -> UISearchBar {
      let bar = UISearchBar()
      bar.placeholder = "Search teas"
      bar.searchBarStyle = .minimal
      bar.delegate = context.coordinator
      return bar
    }

    func updateUIView(_ bar: UISearchBar, context: Context) { bar.text = query }

    final class Coordinator: NSObject, UISearchBarDelegate {
      let query: Binding<String>
      var searches = 0
      init(query: Binding<String>) { self.query = query }

      func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        query.wrappedValue = searchText
      }

      func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searches += 1 }
    }
  }

  private struct ZoomPanel: UIViewRepresentable {
    @Binding var scale: CGFloat

    func makeCoordinator() -> Coordinator { Coordinator(scale: $scale) }

    func makeUIView(context: Context) -> UIScrollView {
      let scroll = UIScrollView()
      scroll.minimumZoomScale = 1
      scroll.maximumZoomScale = 3
      scroll.delegate = context.coordinator
      let image = UIImageView(image: UIImage(systemName: "leaf"))
      image.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scroll.addSubview(image)
      context.coordinator.image = image
      return scroll
    }

    func updateUIView(_ scroll: UIScrollView, context: Context) {}

    final class Coordinator: NSObject, UIScrollViewDelegate {
      let scale: Binding<CGFloat>
      var image: UIImageView?
      init(scale: Binding<CGFloat>) { self.scale = scale }

      func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
      func scrollViewDidZoom(_ scrollView: UIScrollView) {
        scale.wrappedValue = scrollView.zoomScale
      }
    }
  }

  private struct TeaFinder: View {
    @State private var query = ""
    @State private var scale: CGFloat = 1
    let teas = ["Sencha", "Assam"]

    var body: some View {
      VStack {
        TeaSearchBar(query: $query)
        ForEach(
          teas.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self
        ) {
          Text($0)
        }
        ZoomPanel(scale: $scale)
        Text("zoom \(Int(scale * 100)) %")
      }
    }
  }

  private final class HostedTheme: ObservableObject {}

  private struct ThemedLabel: View {
    @EnvironmentObject var theme: HostedTheme
    var body: some View { Text("themed") }
  }

  private struct PagesScreen: View {
    @State private var page = 0
    var body: some View {
      VStack {
        Text("page \(page)")
        PageDots(count: 3, page: $page)
        Button("Reset") { page = 0 }
      }
    }
  }
#endif
