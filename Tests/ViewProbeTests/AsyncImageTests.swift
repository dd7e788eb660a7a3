import Foundation
import Testing
import ViewProbe

/// An avatar as apps write one: each phase of the load shown its own way.
private struct Avatar: View {
  let url: URL?

  var body: some View {
    AsyncImage(url: url) { phase in
      switch phase {
      case .empty: ProgressView("Loading avatar")
      case .success(let image):
        image.resizable()
        Text("Avatar loaded")
      case .failure(let error): Text("No avatar: \((error as? URLError)?.code.rawValue ?? 0)")
      @unknown default: EmptyView()
      }
    }
  }
}

/// A profile whose avatar URL changes with the person shown.
private struct Profile: View {
  @State private var person = "ada"

  var body: some View {
    VStack {
      Avatar(url: URL(string: "https://images.example.com/\(person).png"))
      Button("Next") { person = "grace" }
    }
  }
}

@MainActor
@Suite("AsyncImage loads from the test's answers", .viewProbe)
struct AsyncImageTests {
  private let ada = URL(string: "https://images.example.com/ada.png")!
  private let grace = URL(string: "https://images.example.com/grace.png")!
  private let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

  @Test("the placeholder, then the answered image once its load ran")
  func answeredImageLoads() async throws {
    let harness = ParentHarness { Avatar(url: ada) }
    harness.respond(to: ada, with: .data(png, headers: ["Content-Type": "image/png"]))
    #expect(harness.visibleTexts == ["Loading avatar"])
    await harness.settle()
    #expect(harness.visibleTexts == ["Avatar loaded"])
    #expect(harness.dump().contains("data: 11 bytes"))
    #expect(harness.networkRequests.map(\.url) == [ada])
  }

  @Test("a failure, an error status and no connection each show the failure phase")
  func failuresShowTheFailurePhase() async throws {
    let failing = ParentHarness { Avatar(url: ada) }
    failing.respond(to: ada, with: .failure(URLError(.timedOut)))
    await failing.settle()
    #expect(failing.visibleTexts == ["No avatar: \(URLError.Code.timedOut.rawValue)"])

    let missing = ParentHarness { Avatar(url: ada) }
    missing.respond(to: ada, with: .status(404))
    await missing.settle()
    #expect(missing.visibleTexts == ["No avatar: \(URLError.Code.badServerResponse.rawValue)"])

    let offline = ParentHarness { Avatar(url: ada) }
    offline.setNetworkAvailable(false)
    await offline.settle()
    #expect(
      offline.visibleTexts == ["No avatar: \(URLError.Code.notConnectedToInternet.rawValue)"])
  }

  @Test("OS 27's init(request:) asks with the app's request, whatever URL session it names")
  func requestInitializerLoads() async throws {
    let harness = ParentHarness {
      AsyncImage(request: URLRequest(url: ada, cachePolicy: .returnCacheDataElseLoad)) { image in
        image
        Text("Loaded")
      } placeholder: {
        Text("Waiting")
      }
      .asyncImageURLSession(URLSession(configuration: .default))
    }
    harness.respond(to: ada, with: .data(png, headers: ["Content-Type": "image/png"]))
    #expect(harness.visibleTexts == ["Waiting"])
    await harness.settle()
    #expect(harness.visibleTexts == ["Loaded"])
    #expect(harness.networkRequests.map(\.url) == [ada])
  }

  @Test("a URL the test did not answer stays in the empty phase, without an issue")
  func unansweredStaysEmpty() async {
    let harness = ParentHarness { Avatar(url: ada) }
    await harness.settle()
    #expect(harness.visibleTexts == ["Loading avatar"])
  }

  @Test("a new URL loads again, from the empty phase")
  func newURLLoadsAgain() async throws {
    let harness = ParentHarness { Profile() }
    harness.respond(to: ada, with: .data(png))
    harness.respond(to: grace, with: .failure(URLError(.cannotFindHost)))
    await harness.settle()
    #expect(harness.visibleTexts.first == "Avatar loaded")
    try harness.find(button: "Next").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "No avatar: \(URLError.Code.cannotFindHost.rawValue)")
    #expect(harness.networkRequests.map(\.url) == [ada, grace])
  }
}
