import Foundation
import Testing
@testable import ssbench

struct ResultsJSONTests {
    private let machine = MachineInfo(cpu: "test cpu", cores: 2, memoryBytes: 1 << 30, os: "test os",
                                      swift: "Swift 6", zlib: "1.3", gzip: "gzip 1.12")

    /// The figures of the encoded document, by name.
    private func encodedFigures(_ figures: [Figure]) throws -> (document: [String: Any], figures: [String: [String: Any]]) {
        let results = ResultsJSON(figures: figures, machine: machine, scale: RunScale(quick: true),
                                  date: Date(timeIntervalSince1970: 0))
        let document = try #require(try JSONSerialization.jsonObject(with: results.encoded()) as? [String: Any])
        let benchmarks = try #require(document["benchmarks"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: benchmarks.compactMap { entry in
            (entry["name"] as? String).map { ($0, entry) }
        })
        return (document, byName)
    }

    @Test func figureWithoutBaselineOrTargetKeepsEveryKeyAsNull() throws {
        let figures = try encodedFigures([Figure(benchmark: "save", id: "bare", value: 0.25)]).figures
        let bare = try #require(figures["save.bare"])
        #expect(Set(bare.keys) == ["benchmark", "name", "value", "unit", "baseline", "baselineValue", "ratio",
                                   "target", "met"])
        for key in ["baseline", "baselineValue", "ratio", "target", "met"] {
            #expect(bare[key] is NSNull, "\(key)")
        }
        #expect(bare["value"] as? Double == 0.25)
        #expect(bare["unit"] as? String == "s")
    }

    @Test func valueThatIsNotFiniteIsNull() throws {
        let figures = try encodedFigures([
            Figure(benchmark: "audit", id: "nan", value: .nan, baseline: .init(name: "base", value: .infinity)),
        ]).figures
        let entry = try #require(figures["audit.nan"])
        #expect(entry["value"] is NSNull)
        #expect(entry["baselineValue"] is NSNull)
        #expect(entry["baseline"] as? String == "base")
    }

    @Test func figureWithBaselineAndTargetCarriesThemAndTheVerdict() throws {
        let figures = try encodedFigures([
            Figure(benchmark: "audit", id: "scaling", value: 12, unit: .bytes,
                   baseline: .init(name: "small", value: 1), target: .ratioAtMost(10)),
        ]).figures
        let entry = try #require(figures["audit.scaling"])
        #expect(entry["unit"] as? String == "bytes")
        #expect(entry["baselineValue"] as? Double == 1)
        #expect(entry["ratio"] as? Double == 12)
        let target = try #require(entry["target"] as? [String: Any])
        #expect(target["of"] as? String == "ratio")
        #expect(target["max"] as? Double == 10)
        #expect(entry["met"] as? Bool == false)
    }

    @Test func floorTargetIsRecordedAsTheLeastTheRatioMayBe() throws {
        let figures = try encodedFigures([
            Figure(benchmark: "engine", id: "rate", value: 30_000, unit: .perSecond,
                   baseline: .init(name: "sampler", value: 20_000_000), target: .ratioAtLeast(1.0 / 300)),
        ]).figures
        let target = try #require(figures["engine.rate"]?["target"] as? [String: Any])
        #expect(target["of"] as? String == "ratio")
        // JSON may round the last digit of a double.
        #expect(abs(try #require(target["min"] as? Double) - 1.0 / 300) < 1e-12)
        #expect(target["max"] == nil)
        #expect(figures["engine.rate"]?["met"] as? Bool == false)
    }

    @Test func runAndMachineAreRecorded() throws {
        let document = try encodedFigures([]).document
        let run = try #require(document["run"] as? [String: Any])
        #expect(run["quick"] as? Bool == true)
        #expect(run["repetitions"] as? Int == 3)
        #expect(run["date"] as? String == "1970-01-01T00:00:00Z")
        let recorded = try #require(document["machine"] as? [String: Any])
        #expect(recorded["cpu"] as? String == "test cpu")
        #expect(recorded["cores"] as? Int == 2)
    }
}
