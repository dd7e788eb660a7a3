import Foundation
import Testing
import ViewProbe

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends what its buttons say and shows what came back.
private struct RequestPad: View {
  @State private var shown = "idle"

  var body: some View {
    VStack {
      Text(shown)
      Button("Get") { send(URLRequest(url: URL(string: "https://api.example.com/items?page=2")!)) }
      Button("Delete") {
        var request = URLRequest(url: URL(string: "https://api.example.com/items?page=2")!)
        request.httpMethod = "DELETE"
        send(request)
      }
      Button("Stream") {
        Task {
          do {
            let url = URL(string: "https://api.example.com/events")!
            let (bytes, _) = try await URLSession.shared.bytes(from: url)
            var lines: [String] = []
            for try await line in bytes.lines { lines.append(line) }
            shown = lines.joined(separator: "|")
          } catch { shown = "failed" }
        }
      }
      Button("Download") {
        Task {
          do {
            let url = URL(string: "https://api.example.com/export.csv")!
            _ = try await URLSession.shared.download(from: url)
            shown = "downloaded"
          } catch { shown = "download failed: \((error as? URLError)?.code.rawValue ?? 0)" }
        }
      }
    }
  }

  private func send(_ request: URLRequest) {
    Task {
      do {
        let (data, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        shown = "\(status) \(String(decoding: data, as: UTF8.self))"
      } catch { shown = "failed" }
    }
  }
}

/// Loads in a `.task`, shown until the button hides it.
private struct HidingLoader: View {
  @State private var isShown = true
  @State private var log: [String] = []

  var body: some View {
    VStack {
      if isShown {
        Text("loading").task {
          let result = try? await URLSession.shared.data(
            from: URL(string: "https://slow.example/")!)
          log.append(result == nil ? "cancelled" : "loaded")
        }
      }
      Text(log.joined(separator: ","))
      Button("Hide") { isShown = false }
    }
  }
}

@MainActor
@Suite("The hosted app's requests, answered by the test", .viewProbe)
struct NetworkAnswerTests {
  private let items = URL(string: "https://api.example.com/items")!

  @Test(
    "the closest answer wins: method and query, then the URL without its query, then any method")
  func closestRouteWins() async throws {
    let harness = ParentHarness { RequestPad() }
    harness.respond(to: items, with: .text("any page"))
    harness.respond(to: items, method: "DELETE", with: .status(204))
    try harness.find(button: "Get").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "200 any page")
    try harness.find(button: "Delete").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "204 ")
    harness.respond(to: URL(string: "https://api.example.com/items?page=2")!, with: .text("page 2"))
    try harness.find(button: "Get").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "200 page 2")
    #expect(harness.networkRequests.map { $0.httpMethod ?? "" } == ["GET", "DELETE", "GET"])
  }

  @Test("bytes(from:) hands the answer over, and its lines end at LF, CR and CRLF")
  func bytesLines() async throws {
    let harness = ParentHarness { RequestPad() }
    harness.respond(
      to: URL(string: "https://api.example.com/events")!, with: .text("one\ntwo\r\nthree\rfour\n"))
    try harness.find(button: "Stream").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "one|two|three|four")
  }

  @Test("a download cannot be answered on Linux: it fails, and settle() says why")
  func downloadFailsWithAnIssue() async throws {
    let harness = ParentHarness { RequestPad() }
    harness.respond(to: URL(string: "https://api.example.com/export.csv")!, with: .text("a,b"))
    try harness.find(button: "Download").tap()
    await withKnownIssue {
      await harness.settle()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "The app downloaded https://api.example.com/export.csv with a download task")
      }
    }
    #expect(
      harness.visibleTexts.first == "download failed: \(URLError.Code.unsupportedURL.rawValue)")
  }

  @Test("a view that leaves while its request waits cancels it: no answer needed, no issue")
  func leavingViewCancelsTheWaitingRequest() async throws {
    let harness = ParentHarness { HidingLoader() }
    harness.respond(to: URL(string: "https://slow.example/")!, with: .waiting)
    await harness.settle()
    try harness.find(button: "Hide").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "cancelled")
    harness.respond(to: URL(string: "https://slow.example/")!, with: .text("late"))
    await harness.settle()
    #expect(harness.visibleTexts.first == "cancelled")
  }
}
