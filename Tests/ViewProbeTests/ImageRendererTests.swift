import Foundation
import Testing
import ViewProbe

#if !canImport(Darwin)
  /// `ImageRenderer`: an image of a view is named by what the view shows, sized by the proposal.
  @MainActor
  @Suite("ImageRenderer", .viewProbe)
  struct ImageRendererTests {
    @Test("an exported image names its content and the texts on it; its size is the proposal's")
    func exportedImageNamesWhatItShows() throws {
      let harness = ParentHarness { CertificateScreen() }
      try harness.find(textField: "Name").setInput("Ada")
      try harness.find(button: "Export").tap()
      let image = try #require(
        harness.installedState("exported", in: CertificateScreen.self, as: UIImage?.self) ?? nil)
      #expect(image.description == "ImageRenderer of Certificate: “Certificate”, “Ada”")
      #expect(image.cgImage?.width == 600 && image.cgImage?.height == 400)
    }

    @Test("an image the app saves to the photo library reaches the harness's savedPhotos")
    func savedToThePhotoLibrary() throws {
      let harness = ParentHarness { CertificateScreen() }
      #expect(harness.savedPhotos.isEmpty)
      try harness.find(textField: "Name").setInput("Grace")
      try harness.find(button: "Save to Photos").tap()
      #expect(
        harness.savedPhotos.map(\.description) == [
          "ImageRenderer of Certificate: “Certificate”, “Grace”"
        ])
      #expect(ParentHarness { CertificateScreen() }.savedPhotos.isEmpty)
    }

    @Test("a renderer tells its observers when its content changes; no proposal, no pixels")
    func rendererPublishesContentChanges() {
      let renderer = ImageRenderer(content: Certificate(name: "Grace"))
      var changes = 0
      let subscription = renderer.objectWillChange.sink { changes += 1 }
      renderer.content = Certificate(name: "Alan")
      #expect(changes == 1)
      #expect(
        renderer.cgImage?.description == "ImageRenderer of Certificate: “Certificate”, “Alan”")
      #expect(renderer.cgImage?.width == 0)
      subscription.cancel()
    }
  }

  private struct Certificate: View {
    let name: String

    var body: some View {
      VStack {
        Text("Certificate")
        Text(name)
      }
    }
  }

  private struct CertificateScreen: View {
    @State private var name = ""
    @State private var exported: UIImage?

    var body: some View {
      Form {
        TextField("Name", text: $name)
        Button("Export") {
          let renderer = ImageRenderer(content: Certificate(name: name))
          renderer.scale = 2
          renderer.proposedSize = ProposedViewSize(width: 300, height: 200)
          exported = renderer.uiImage
        }
        Button("Save to Photos") {
          if let image = ImageRenderer(content: Certificate(name: name)).uiImage {
            UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
          }
        }
      }
    }
  }
#endif

#if !canImport(Darwin)
  @MainActor
  @Suite("ImageRenderer robustness", .viewProbe)
  struct ImageRendererRobustnessTests {
    @Test("D06 content whose environment object is missing is a recorded issue, not a crash")
    func missingEnvironmentObjectIsRecorded() {
      expectIssue(startingWith: "ImageRenderer of ModelCard: ") {
        _ = ImageRenderer(content: ModelCard()).cgImage
      }
    }

    @Test("content with tasks and appear actions renders once, without running them")
    func busyContentRendersSafely() async throws {
      let harness = ParentHarness { BusyExport() }
      try harness.find(button: "Export").tap()
      await harness.settle()
      try await Task.sleep(for: .milliseconds(50))
      #expect(harness.texts.contains("exported ImageRenderer of BusyCard: “card”"))
    }
  }

  private final class MissingModel: ObservableObject {}

  private struct ModelCard: View {
    @EnvironmentObject var model: MissingModel
    var body: some View { Text("model") }
  }

  private struct BusyCard: View {
    @State private var loaded = "card"
    var body: some View {
      Text(loaded)
        .task {
          try? await Task.sleep(for: .milliseconds(10))
          loaded = "loaded"
        }
        .onAppear { loaded = "appeared" }
    }
  }

  private struct BusyExport: View {
    @State private var exported = "nothing"
    var body: some View {
      VStack {
        Text("exported \(exported)")
        Button("Export") {
          exported = ImageRenderer(content: BusyCard()).uiImage?.description ?? "none"
        }
      }
    }
  }
#endif
