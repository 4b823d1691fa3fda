package org.pairlab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab tag FILE --add T | --remove T | --list [--sample ID...] [--candidate ID...]}. */
@Command(mixinStandardHelpOptions = true, name = "tag", description = "Add or remove a tag on samples and candidates, "
        + "or list the tags in use (or of the given items).")
final class TagCommand implements Callable<Integer> {
    @Mixin
    ProjectOption project;

    @Mixin
    CommonOptions common;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Action action;

    static final class Action {
        @Option(names = "--add", paramLabel = "TAG", description = "Add this tag to the items.")
        String add;

        @Option(names = "--remove", paramLabel = "TAG", description = "Remove this tag from the items.")
        String remove;

        @Option(names = "--list", description = "Print the tags of the items, or every tag with its count.")
        boolean list;
    }

    @Option(names = "--sample", arity = "1..*", paramLabel = "ID", description = "Original samples.")
    List<Long> samples = new ArrayList<>();

    @Option(names = "--candidate", arity = "1..*", paramLabel = "ID", description = "Candidates.")
    List<Long> candidates = new ArrayList<>();

    @Override
    public Integer call() {
        List<ItemRef> items = new ArrayList<>();
        samples.forEach(id -> items.add(ItemRef.sample(id)));
        candidates.forEach(id -> items.add(ItemRef.candidate(id)));
        try (Project p = project.open()) {
            if (action.list) {
                if (items.isEmpty()) {
                    p.tags().counts().forEach((t, n) -> common.say(t + "\t" + n));
                } else {
                    for (ItemRef i : items) {
                        common.say(i.kind().name().toLowerCase() + " " + i.id() + "\t" + String.join(", ", p.tags().of(i)));
                    }
                }
                return 0;
            }
            if (items.isEmpty()) {
                throw new IllegalArgumentException("name the items with --sample ID... or --candidate ID...");
            }
            if (action.add != null) {
                int n = p.tags().add(action.add, items);
                common.say("Tagged " + n + " of " + items.size() + " items '" + action.add.strip() + "'"
                        + (n < items.size() ? " (the rest had it already)" : ""));
            } else {
                int n = p.tags().remove(action.remove, items);
                common.say("Removed '" + action.remove.strip() + "' from " + n + " of " + items.size() + " items");
            }
        }
        return 0;
    }
}
