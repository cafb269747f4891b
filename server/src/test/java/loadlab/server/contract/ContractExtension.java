package loadlab.server.contract;

import java.lang.reflect.AnnotatedElement;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.extension.BeforeTestExecutionCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Runs {@link Contract} tests: disables a test whose claims the target does not make (naming the
 * claim), hands each test class its {@link ContractServer}, and tallies the run ({@link ContractRun}).
 */
final class ContractExtension implements ExecutionCondition, ParameterResolver, BeforeTestExecutionCallback {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(ContractExtension.class);

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (context.getTestMethod().isEmpty()) {
            return ConditionEvaluationResult.enabled("claims are checked per test");
        }
        ContractRun run = run(context);
        Set<Claim> missing = EnumSet.noneOf(Claim.class);
        missing.addAll(needs(context.getRequiredTestClass()));
        missing.addAll(needs(context.getRequiredTestMethod()));
        missing.removeAll(run.settings().serves());
        if (missing.isEmpty()) {
            return ConditionEvaluationResult.enabled("the target claims what this test needs");
        }
        run.disabled(missing);
        return ConditionEvaluationResult.disabled("not claimed by the target: " + Claim.labels(missing)
                + " (contract.serves=" + Claim.labels(run.settings().serves()) + ")");
    }

    @Override
    public void beforeTestExecution(ExtensionContext context) {
        run(context).ran();
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == ContractServer.class;
    }

    /** One target per test class: the server at the base URL, or a reference server started for the class. */
    @Override
    public ContractServer resolveParameter(ParameterContext parameter, ExtensionContext context) {
        ContractSettings settings = run(context).settings();
        return classContext(context).getStore(NAMESPACE).getOrComputeIfAbsent(ContractServer.class,
                key -> settings.baseUrl().map(ContractServer::at).orElseGet(ContractServer::startReference),
                ContractServer.class);
    }

    private static ContractRun run(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(ContractRun.class,
                key -> new ContractRun(ContractSettings.from(System.getProperties())), ContractRun.class);
    }

    private static Set<Claim> needs(AnnotatedElement element) {
        Optional<Contract> contract = AnnotationSupport.findAnnotation(element, Contract.class);
        return contract.map(found -> Set.copyOf(Arrays.asList(found.value()))).orElse(Set.of());
    }

    private static ExtensionContext classContext(ExtensionContext context) {
        ExtensionContext current = context;
        while (current.getTestMethod().isPresent() && current.getParent().isPresent()) {
            current = current.getParent().get();
        }
        return current;
    }
}
