package org.pairlab.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pairlab.augment.toca.TextOnlyExport;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab export-text FILE --dataset NAME --out F [--format jsonl|coco] [--status S]}: text-only candidates. */
@Command(mixinStandardHelpOptions = true, name = "export-text", description = "Export a text-only dataset's candidates (e.g. ToCa's) as JSON Lines or "
        + "COCO-style captions, for text-only training.")
final class ExportTextCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @Option(names = "--dataset", required = true, paramLabel = "NAME", description = "The text-only dataset.")
    String dataset;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The file to write.")
    Path out;

    @Option(names = "--format", defaultValue = "jsonl", paramLabel = "F",
            description = "jsonl or coco (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--status", defaultValue = "accepted", paramLabel = "S",
            description = "accepted, pending, rejected or all (default: ${DEFAULT-VALUE}).")
    String status;

    @Override
    public Integer call() throws IOException {
        TextOnlyExport.Format f = switch (format.toLowerCase(Locale.ROOT)) {
            case "jsonl" -> TextOnlyExport.Format.JSONL;
            case "coco" -> TextOnlyExport.Format.COCO;
            default -> throw new UsageException("--format: '" + format + "' is not jsonl or coco");
        };
        ReviewStatus s = switch (status.toLowerCase(Locale.ROOT)) {
            case "all" -> null;
            case "accepted" -> ReviewStatus.ACCEPTED;
            case "pending" -> ReviewStatus.PENDING;
            case "rejected" -> ReviewStatus.REJECTED;
            default -> throw new UsageException("--status: '" + status + "' is not accepted, pending, rejected or all");
        };
        try (Project p = project.open()) {
            int n = TextOnlyExport.write(p, dataset, s, f, out);
            common.result(java.util.Map.of("dataset", dataset, "captions", n, "out", out.toAbsolutePath().toString(),
                    "format", format.toLowerCase(Locale.ROOT), "status", status.toLowerCase(Locale.ROOT)));
            common.say(n + " captions written to " + out);
        }
        return 0;
    }
}
