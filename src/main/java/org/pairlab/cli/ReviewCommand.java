package org.pairlab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.pairlab.project.Decision;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab review FILE --accept ID... | --reject ID... | --accept-all [--method M] | --undo}. */
@Command(mixinStandardHelpOptions = true, name = "review", description = "Accept or reject candidates (ids as shown by the workbench), or undo the last decision.")
final class ReviewCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Action action;

    static final class Action {
        @Option(names = "--accept", arity = "1..*", paramLabel = "ID", description = "Accept these candidates.")
        List<Long> accept;

        @Option(names = "--reject", arity = "1..*", paramLabel = "ID", description = "Reject these candidates.")
        List<Long> reject;

        @Option(names = "--accept-all", description = "Accept every pending candidate (of --method, if given).")
        boolean acceptAll;

        @Option(names = "--undo", description = "Undo the most recent decision.")
        boolean undo;
    }

    @Option(names = "--method", paramLabel = "M", description = "With --accept-all: only candidates of this method.")
    String method;

    @Option(names = "--samples", description = "The ids are original samples, not candidates.")
    boolean samples;

    @Option(names = "--note", description = "A note stored with each decision.")
    String note;

    @Override
    public Integer call() {
        try (Project p = project.open()) {
            if (action.undo) {
                var undone = p.reviews().undoLast();
                common.result(undone.<java.util.Map<String, Object>>map(r -> java.util.Map.of("action", "undo", "decision",
                        r.decision().name().toLowerCase(), "kind", r.item().kind().name().toLowerCase(), "id", r.item().id()))
                        .orElse(java.util.Map.of("action", "undo")));
                common.say(undone.map(r -> "Undid " + r.decision().name().toLowerCase() + " of "
                        + r.item().kind().name().toLowerCase() + " " + r.item().id()).orElse("Nothing to undo"));
                return 0;
            }
            Decision decision;
            List<ItemRef> items = new ArrayList<>();
            if (action.acceptAll) {
                decision = Decision.ACCEPT;
                for (long id : p.candidates().idsWithStatus(ReviewStatus.PENDING, method)) {
                    items.add(ItemRef.candidate(id));
                }
            } else {
                decision = action.accept != null ? Decision.ACCEPT : Decision.REJECT;
                for (long id : action.accept != null ? action.accept : action.reject) {
                    items.add(samples ? ItemRef.sample(id) : ItemRef.candidate(id));
                }
            }
            int n = p.reviews().decideAll(items, decision, note);
            common.result(java.util.Map.of("action", decision.name().toLowerCase(), "kind", samples ? "sample" : "candidate",
                    "decided", n));
            common.say((decision == Decision.ACCEPT ? "Accepted " : "Rejected ") + n
                    + (samples ? " samples" : " candidates"));
        }
        return 0;
    }
}
